// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_REGION_SETTLE_MS, toast } from './toast.ts'

const region = () => document.querySelector<HTMLElement>('[role=status]')

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('dialog.toast', () => {
  it('puts its text into a polite live region that was on the page before the text', async () => {
    void toast('Draft saved')
    expect(region()?.getAttribute('aria-live')).toBe('polite')
    expect(region()?.textContent).toBe('')
    await vi.advanceTimersByTimeAsync(LIVE_REGION_SETTLE_MS)
    expect(region()?.textContent).toBe('Draft saved')
    expect(region()?.style.zIndex).toBe('31000')
  })

  it('hides after 2000 ms and resolves once it is gone', async () => {
    let gone = false
    void toast('Draft saved').then(() => (gone = true))
    await vi.advanceTimersByTimeAsync(LIVE_REGION_SETTLE_MS + 1999)
    const item = document.querySelector<HTMLElement>('.atoll-toast')!
    expect(item.dataset.state).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(item.dataset.state).toBe('hiding')
    // The fade has 600 ms at most.
    await vi.advanceTimersByTimeAsync(600)
    expect(item.isConnected).toBe(false)
    expect(gone).toBe(true)
    expect(region()).not.toBeNull()
  })

  it('reuses the region: a second toast shows at once, below the first', async () => {
    void toast('One')
    await vi.advanceTimersByTimeAsync(LIVE_REGION_SETTLE_MS)
    void toast('Two')
    await vi.advanceTimersByTimeAsync(0)
    expect(document.querySelectorAll('[role=status]')).toHaveLength(1)
    expect([...region()!.children].map((item) => item.textContent)).toEqual(['One', 'Two'])
  })

  it('refuses a text that is not a string', () => {
    expect(() => toast(3 as never)).toThrow(new TypeError('dialog: toast text must be a string'))
  })
})
