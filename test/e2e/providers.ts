import type { BrowserContext } from 'playwright-core'

/**
 * The third parties the demo pages load, faked at the network layer: no test reaches a provider.
 * Each fake does what the page needs of the real script and no more.
 */

/** The OpenTable loader renders its widget after its own script tag and notes the URL it came from. */
const FAKE_OPENTABLE = `{
  const script = document.currentScript
  const theme = new URL(script.src).searchParams.get('theme')
  ;(window.fakeLoads ??= []).push(script.src)
  const widget = document.createElement('div')
  widget.className = 'fake-opentable'
  widget.textContent = 'Reserve a table (' + theme + ')'
  script.after(widget)
}`

/** The Tock script takes over the command queue and renders into the container the real one uses. */
const FAKE_TOCK = `{
  const tock = window.tock
  tock.callMethod = (command, name) => {
    if (command !== 'init') return
    document.getElementById('Tock_widget_container').textContent = 'Book ' + name + ' on Tock'
  }
  for (const args of tock.queue.splice(0)) tock.callMethod(...args)
}`

/** Google Maps keeps what the page asked of it (`window.__maps`) and calls the page's callback. */
export const FAKE_MAPS = `(() => {
  const calls = (window.__maps = { maps: [], markers: [], clicks: [] })
  window.google = { maps: {
    Map: class { constructor(element, options) { calls.maps.push({ id: element.closest('[data-block]').id, options }); element.textContent = 'a map' } },
    Marker: class {
      constructor(options) { calls.markers.push(options) }
      addListener(type, listener) { if (type === 'click') calls.clicks.push(listener); return { remove() {} } }
      setMap() {}
    },
  } }
  window[new URL(document.currentScript.src).searchParams.get('callback')]()
})()`

/** X's follow-button script turns the page's links into buttons; its fake leaves them as links. */
const FAKE_X_WIDGETS = 'window.twttr = { widgets: { load() {} } }'

/**
 * A face of a fake font stylesheet. Its source is a local font no machine has: nothing is fetched,
 * the text stays in its fallback font, and what moves on the page is what the page itself moved.
 */
const fakeFace = (family: string, style = 'normal', weight = 400) =>
  `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: swap; src: local('Atoll Fake ${family}'); }`

/** Google's CSS API answers a face for each `family` asked (the name before any `:axes`). */
const fakeGoogleFonts = (url: string) =>
  new URL(url).searchParams
    .getAll('family')
    .map((family) => fakeFace(family.split(':')[0] ?? family))
    .join('\n')

/** The Typekit kits that exist, with their faces; any other kit id is a 404, as a deleted kit is. */
const TYPEKIT_KITS: Record<string, string> = { atoll1: fakeFace('proxima-nova') }

/** Zola's widget script draws the registry in its link; Acuity's notes that it sized the frames. */
const FAKE_ZOLA = `for (const link of document.querySelectorAll('.zola-registry-embed')) link.textContent = 'Registry by Zola'`
const FAKE_ACUITY = `for (const frame of document.querySelectorAll('.acuity-embed-iframe')) frame.dataset.sized = 'true'`

export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js?**'

/** What a faked provider answers a request with. */
export interface ProviderAnswer {
  status: number
  contentType: string
  body: string
}

const script = (body: string): ProviderAnswer => ({ status: 200, contentType: 'text/javascript', body })

/**
 * The fake answer to a request for `href`, or undefined when no faked provider serves it. One table
 * for every driver: Playwright's routes here, and the engines' proxy (test/engines/provider-proxy.ts).
 */
export function providerAnswer(href: string): ProviderAnswer | undefined {
  const url = new URL(href)
  return url.protocol === 'https:' && Object.hasOwn(FAKES, url.host) ? FAKES[url.host]?.(url) : undefined
}

/** Each faked provider's host and what it answers. */
const FAKES: Record<string, (url: URL) => ProviderAnswer | undefined> = {
  'www.opentable.com': () => script(FAKE_OPENTABLE),
  'www.exploretock.com': () => script(FAKE_TOCK),
  'maps.googleapis.com': (url) =>
    url.pathname === '/maps/api/js' && url.search !== '' ? script(FAKE_MAPS) : undefined,
  'platform.twitter.com': () => script(FAKE_X_WIDGETS),
  'widget.zola.com': () => script(FAKE_ZOLA),
  'embed.acuityscheduling.com': () => script(FAKE_ACUITY),
  'app.acuityscheduling.com': () => ({
    status: 200,
    contentType: 'text/html',
    body: '<!doctype html><title>Acuity</title><p>Classes</p>',
  }),
  'fonts.googleapis.com': (url) => ({ status: 200, contentType: 'text/css', body: fakeGoogleFonts(url.href) }),
  'use.typekit.net': (url) => {
    const kit = TYPEKIT_KITS[/\/(\w+)\.css$/.exec(url.pathname)?.[1] ?? '']
    return kit === undefined
      ? { status: 404, contentType: 'text/plain', body: 'Not found' }
      : { status: 200, contentType: 'text/css', body: kit }
  },
}

/** The hosts {@link providerAnswer} serves. */
export const PROVIDER_HOSTS = Object.keys(FAKES)

/**
 * Answers every provider script a demo page loads with its fake, or, `reachable: false`, fails each
 * as an offline visitor's browser would.
 */
export async function fakeProviders(context: BrowserContext, reachable = true): Promise<void> {
  await context.route(
    (url) => providerAnswer(url.href) !== undefined,
    (route) => {
      const answer = providerAnswer(route.request().url())
      return reachable && answer ? route.fulfill(answer) : route.abort('internetdisconnected')
    },
  )
}
