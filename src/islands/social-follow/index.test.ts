// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'
import { FOLLOW_SCRIPT_TIMEOUT_MS, FOLLOW_SCRIPT_URL } from './social-follow.ts'

const page = { locale: 'en-US' }
type Twttr = { widgets: { createFollowButton: ReturnType<typeof vi.fn> } }

/**
 * The platform's script, faked: a script appended to the head is held (a type happy-dom does not
 * load) and settles as told.
 */
function fakeScript(outcome: 'load' | 'error' | 'never') {
  const append = document.head.append.bind(document.head)
  const appended = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement
    script.type = 'text/x-held'
    append(script)
    if (outcome === 'load') {
      ;(window as unknown as { twttr: Twttr }).twttr = {
        widgets: {
          createFollowButton: vi.fn(async (_name: string, target: HTMLElement) => {
            const button = document.createElement('button')
            target.append(button)
            return button
          }),
        },
      }
      queueMicrotask(() => script.dispatchEvent(new Event('load')))
    } else if (outcome === 'error') queueMicrotask(() => script.dispatchEvent(new Event('error')))
  })
  return appended
}

const render = () => {
  document.body.innerHTML =
    '<p data-block="social-follow" id="follow"><a href="https://x.com/harbourbakery">Follow @harbourbakery</a></p>'
  return document.getElementById('follow')!
}

describe('social follow island', () => {
  beforeEach(() => vi.useRealTimers())
  afterEach(() => {
    delete (window as unknown as { twttr?: Twttr }).twttr
    document.body.innerHTML = ''
  })

  it("loads the platform's script once and puts its follow button in place of the link", async () => {
    const appended = fakeScript('load')
    const element = render()
    const handle = mount(element, { kind: 'social-follow', settings: { username: '@harbourbakery' }, page })
    await vi.waitFor(() => expect(element.dataset.followState).toBe('ready'))
    expect((appended.mock.calls[0]![0] as HTMLScriptElement).src).toBe(FOLLOW_SCRIPT_URL)
    const { twttr } = window as unknown as { twttr: Twttr }
    expect(twttr.widgets.createFollowButton).toHaveBeenCalledWith('harbourbakery', expect.any(HTMLElement), {
      showCount: false,
    })
    expect(element.querySelector('a')!.hidden).toBe(true)
    expect(element.querySelector('.atoll-follow-button button')).not.toBeNull()
    handle.destroy()
    expect(element.querySelector('a')!.hidden).toBe(false)
    expect(element.querySelector('.atoll-follow-button')).toBeNull()
    // A second block reuses the loaded script.
    mount(render(), { kind: 'social-follow', settings: { username: 'harbourbakery' }, page })
    await vi.waitFor(() => expect(document.getElementById('follow')!.dataset.followState).toBe('ready'))
    expect(appended).toHaveBeenCalledTimes(1)
  })
})

describe('social follow without the platform', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('keeps the profile link when the script fails to load', async () => {
    fakeScript('error')
    const element = render()
    mount(element, { kind: 'social-follow', settings: { username: 'harbourbakery' }, page })
    await vi.waitFor(() => expect(element.dataset.followState).toBe('fallback'))
    expect(element.querySelector('a')!.hidden).toBe(false)
  })

  it('gives up after 10 seconds', async () => {
    vi.useFakeTimers()
    fakeScript('never')
    const element = render()
    mount(element, { kind: 'social-follow', settings: { username: 'harbourbakery' }, page })
    await vi.advanceTimersByTimeAsync(FOLLOW_SCRIPT_TIMEOUT_MS - 1)
    expect(element.dataset.followState).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(element.dataset.followState).toBe('fallback')
    expect(FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10_000)
  })

  it('stops its timer and removes the script element when destroyed before the script arrives', async () => {
    vi.useFakeTimers()
    fakeScript('never')
    const element = render()
    const handle = mount(element, { kind: 'social-follow', settings: { username: 'harbourbakery' }, page })
    expect(document.head.querySelectorAll(`script[src="${FOLLOW_SCRIPT_URL}"]`)).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(1)
    handle.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(document.head.querySelectorAll(`script[src="${FOLLOW_SCRIPT_URL}"]`)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(FOLLOW_SCRIPT_TIMEOUT_MS)
    expect(element.dataset.followState).toBeUndefined()
  })

  it('fails with a TypeError naming username', () => {
    expect(() => mount(render(), { kind: 'social-follow', settings: {}, page })).toThrow(
      'social-follow: username must be an account name',
    )
    expect(() => mount(render(), { kind: 'social-follow', settings: { username: 'a b' }, page })).toThrow(TypeError)
  })
})
