// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/visit?from=menu"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

/** Whether each click was left to the browser, seen after the feature (its default is then prevented here). */
let leftToBrowser: boolean[]
const stopNavigation = (event: Event) => {
  leftToBrowser.push(!event.defaultPrevented)
  event.preventDefault()
}
const click = (selector: string, init: MouseEventInit = {}) =>
  document
    .querySelector(selector)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

/** The window's scroll positions, as the scroll-to set them. */
let positions: number[]
let handle: { destroy(): void } | undefined

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  })
  history.replaceState(null, '', '/visit?from=menu')
  leftToBrowser = []
  positions = []
  window.addEventListener('click', stopNavigation)
  document.body.innerHTML = `
    <nav>
      <a id="to-hours" href="#opening-hours">Opening hours</a>
      <a id="to-map" href="/visit?from=menu#find-us">Find us</a>
      <a id="to-named" href="#caf%C3%A9"><span>The café</span></a>
      <a id="elsewhere" href="/menu#opening-hours">The menu's hours</a>
      <a id="new-tab" href="#opening-hours" target="_blank">Hours, in a new tab</a>
      <a id="download" href="#opening-hours" download>Hours, saved</a>
      <a id="handled" href="#opening-hours">Hours, by a script</a>
      <a id="nothing" href="#nowhere">Nowhere</a>
      <a id="top" href="#">Top</a>
    </nav>
    <h2 id="opening-hours">Opening hours</h2>
    <section id="find-us"><a href="/map">Map</a></section>
    <a name="café">The café</a>`
  document.getElementById('handled')!.addEventListener('click', (event) => event.preventDefault())
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 })
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    positions.push(options.top!)
  }) as typeof window.scrollTo)
  // Every target sits at 2000 px in the page, the window at its top.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect)
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  window.removeEventListener('click', stopNavigation)
  Reflect.deleteProperty(document.documentElement, 'scrollHeight')
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('anchor links feature', () => {
  it('is wanted on pages with a link to a fragment only', () => {
    expect(document.querySelector(wanted)).not.toBeNull()
    document.body.innerHTML = '<a href="/menu">Menu</a>'
    expect(document.querySelector(wanted)).toBeNull()
  })

  it('scrolls to the target 30 px below the top, focuses it and adds the fragment to the address and history', () => {
    handle = init({ locale: 'en-US' })
    const changes: [string, string][] = []
    const changed = (event: HashChangeEvent) => changes.push([event.oldURL, event.newURL])
    window.addEventListener('hashchange', changed)
    const entries = history.length

    click('#to-hours')
    expect(leftToBrowser).toEqual([false])
    expect(location.href).toBe('https://site.example/visit?from=menu#opening-hours')
    expect(history.length).toBe(entries + 1)
    const heading = document.getElementById('opening-hours')!
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    vi.advanceTimersByTime(100)
    expect(positions.at(-1)).toBe(1970)
    expect(changes).toEqual([
      ['https://site.example/visit?from=menu', 'https://site.example/visit?from=menu#opening-hours'],
    ])

    // The same fragment again: it scrolls, and the address and history stay as they are.
    click('#to-hours')
    vi.advanceTimersByTime(100)
    expect([leftToBrowser, history.length, changes.length]).toEqual([[false, false], entries + 1, 1])

    // A link written as the page's own address, and a name as an escaped fragment.
    click('#to-map')
    expect(location.hash).toBe('#find-us')
    expect(document.activeElement).toBe(document.getElementById('find-us'))
    expect(heading.hasAttribute('tabindex')).toBe(false)
    const section = document.getElementById('find-us')!
    expect(section.getAttribute('tabindex')).toBe('-1')
    click('#to-named span')
    expect(document.activeElement).toBe(document.querySelector('a[name]'))
    expect(section.hasAttribute('tabindex')).toBe(false)
    expect(leftToBrowser).toEqual([false, false, false, false])
    window.removeEventListener('hashchange', changed)
  })

  it('leaves to the browser other pages, other windows, modified clicks, handled clicks and fragments with no element', () => {
    handle = init({ locale: 'en-US' })
    for (const selector of ['#elsewhere', '#new-tab', '#download', '#handled', '#nothing', '#top']) click(selector)
    click('#to-hours', { ctrlKey: true })
    click('#to-hours', { shiftKey: true })
    click('#to-hours', { button: 1 })
    // The handled link's script prevented its default: the browser does nothing there either.
    expect(leftToBrowser).toEqual([true, true, true, false, true, true, true, true, true])
    vi.advanceTimersByTime(100)
    expect(positions).toEqual([])
    expect(location.hash).toBe('')
  })

  it('stops listening and gives back the tabindex it added on destroy', () => {
    handle = init({ locale: 'en-US' })
    click('#to-hours')
    handle!.destroy()
    handle = undefined
    expect(document.getElementById('opening-hours')!.hasAttribute('tabindex')).toBe(false)
    click('#to-map')
    expect(leftToBrowser).toEqual([false, true])
    vi.advanceTimersByTime(100)
    expect(location.hash).toBe('#opening-hours')
  })
})
