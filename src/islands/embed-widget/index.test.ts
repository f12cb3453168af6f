// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEAVING_MS } from '../../core/kit/leaving.ts'
import { mount } from './index.ts'

const page = { locale: 'en-US' }

function render(): HTMLElement {
  document.body.innerHTML = `<div data-block="embed-widget" id="registry">
    <a class="zola-registry-embed" data-part="widget" href="https://www.zola.com/registry/harbour" data-registry-key="harbour">Our registry</a>
    <p data-part="fallback"><a href="https://www.zola.com/registry/harbour">See our registry on Zola</a></p></div>`
  return document.getElementById('registry')!
}

describe('embed widget island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it("loads the provider's own script beside its container, and hides the link once it is there", async () => {
    const element = render()
    await mount(element, { kind: 'embed-widget', settings: { provider: 'zola' }, page })
    expect(element.querySelector('script')?.src).toBe('https://widget.zola.com/js/widget.js')
    await vi.waitFor(() => expect(element.dataset.widget).toBe('loaded'))
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(true)
  })

  it("refuses a script from another origin than the provider's, keeping the link, with one error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = render()
    await mount(element, {
      kind: 'embed-widget',
      settings: { provider: 'acuity', scriptUrl: 'https://widget.zola.com/js/widget.js' },
      page,
    })
    await vi.waitFor(() => expect(element.dataset.widget).toBe('failed'))
    expect(element.querySelector('script')).toBeNull()
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]![0])).toMatch(/^\[atoll:embed-widget\] #registry: Refused the script/)
  })

  it("frames Acuity's scheduling page from its own origin only", async () => {
    document.body.innerHTML = `<div data-block="embed-widget" id="booking"><div data-part="widget"
      data-frame-src="https://app.acuityscheduling.com/schedule.php?owner=123"></div>
      <p data-part="fallback"><a href="https://app.acuityscheduling.com/schedule.php?owner=123">Book a class</a></p></div>`
    const element = document.getElementById('booking')!
    const handle = await mount(element, { kind: 'embed-widget', settings: { provider: 'acuity' }, page })
    const frame = element.querySelector('iframe')!
    expect(frame.src).toBe('https://app.acuityscheduling.com/schedule.php?owner=123')
    expect(frame.title).toBe('Book a class')
    expect(element.querySelector('script')?.src).toBe('https://embed.acuityscheduling.com/js/embed.js')
    handle.destroy()
    expect(element.querySelector('iframe')).toBeNull()
    element.querySelector('[data-part=widget]')!.setAttribute('data-frame-src', 'javascript:alert(1)')
    await expect(mount(element, { kind: 'embed-widget', settings: { provider: 'acuity' }, page })).rejects.toThrow(
      /data-frame-src must be a page of https:\/\/app\.acuityscheduling\.com/,
    )
    expect(element.querySelector('iframe')).toBeNull()
  })

  it('needs to know its provider', async () => {
    await expect(mount(render(), { kind: 'embed-widget', settings: {}, page })).rejects.toThrow(/provider must be set/)
  })

  it('gives the block back as the server rendered it when destroyed', async () => {
    const element = render()
    const handle = await mount(element, { kind: 'embed-widget', settings: { provider: 'zola' }, page })
    await vi.waitFor(() => expect(element.dataset.widget).toBe('loaded'))
    handle.destroy()
    expect(element.dataset.widget).toBeUndefined()
    expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(false)
  })

  describe('a script that the visitor leaving the page cancels (Firefox, Safari: a link followed stops the loads)', () => {
    afterEach(() => {
      vi.useRealTimers()
      vi.restoreAllMocks()
    })

    /** Mounts the registry with its script held: it neither loads nor fails until the test says. */
    async function mountHeld() {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const held: HTMLScriptElement[] = []
      const append = Element.prototype.append
      vi.spyOn(Element.prototype, 'append').mockImplementation(function (this: Element, ...nodes) {
        for (const node of nodes) if (node instanceof HTMLScriptElement) held.push(node)
        append.apply(
          this,
          nodes.filter((node) => !(node instanceof HTMLScriptElement)),
        )
      })
      const element = render()
      await mount(element, { kind: 'embed-widget', settings: { provider: 'zola' }, page })
      expect(held).toHaveLength(1)
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
      return { element, error, script: held[0]! }
    }

    it('says nothing, on the page or the console, when the page goes', async () => {
      const { element, error, script } = await mountHeld()
      dispatchEvent(new Event('beforeunload'))
      script.dispatchEvent(new Event('error'))
      await vi.advanceTimersByTimeAsync(0)
      dispatchEvent(new Event('pagehide'))
      await vi.advanceTimersByTimeAsync(LEAVING_MS)
      expect(element.querySelector('[role=status]')).toBeNull()
      expect(element.querySelector<HTMLElement>('[data-part=fallback]')!.hidden).toBe(false)
      expect(error).not.toHaveBeenCalled()
    })

    it('says so late when the page stays (the link was a download)', async () => {
      const { element, error, script } = await mountHeld()
      dispatchEvent(new Event('beforeunload'))
      script.dispatchEvent(new Event('error'))
      await vi.advanceTimersByTimeAsync(LEAVING_MS - 1)
      expect(error).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(element.dataset.widget).toBe('failed')
      expect(element.querySelector('[role=status]')?.textContent).toBe(
        'The booking widget could not load. Please try again later.',
      )
      expect(error).toHaveBeenCalledExactlyOnceWith(
        '[atoll:embed-widget] #registry: The widget script did not load: https://widget.zola.com/js/widget.js',
      )
    })

    it('says so at once while the visitor stays', async () => {
      const { element, error, script } = await mountHeld()
      script.dispatchEvent(new Event('error'))
      await vi.advanceTimersByTimeAsync(0)
      expect(element.dataset.widget).toBe('failed')
      expect(error).toHaveBeenCalledOnce()
    })
  })
})
