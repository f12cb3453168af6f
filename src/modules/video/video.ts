/** The video island's pure rules: the embed's kind, its provider, the player commands. */

export const VIDEO_MODES = ['none', 'fit', 'fill'] as const // spec: video mode none, fit, fill or null
export type VideoMode = (typeof VIDEO_MODES)[number]
export const DEFAULT_ASPECT_PERCENT = 56.3 // spec: video default aspect 56.3 percent

export type EmbedType = 'iframe' | 'object' | 'invalid' // spec: video embed type
export type Provider = 'youtube' | 'vimeo' | 'other'

/**
 * The `mode` setting. spec: video mode must be none, fit, fill or null; null (and absent) fits.
 * @throws TypeError naming `mode` for anything else.
 */
export function videoMode(value: unknown): VideoMode {
  if (value === undefined || value === null) return 'fit'
  if (!VIDEO_MODES.includes(value as VideoMode)) throw new TypeError('video: mode must be none, fit, fill or null')
  return value as VideoMode
}

/** The embed's element and kind: an `iframe`, an `object` (or `embed`), else invalid. */
export function parseEmbed(html: string | undefined): { type: EmbedType; element?: Element } {
  const template = document.createElement('template')
  // A template's content is inert: parsing the embed fetches nothing.
  template.innerHTML = html?.trim() ?? ''
  const element = template.content.firstElementChild
  const name = element?.localName
  if (name === 'iframe' && element!.getAttribute('src')) return { type: 'iframe', element: element! }
  if (name === 'object' || name === 'embed') return { type: 'object', element: element! }
  return { type: 'invalid' }
}

/** The provider, from `data-provider-name`, else the player's address. */
export function providerOf(name: string | undefined, src: string | null | undefined): Provider {
  const text = `${name} ${src}`.toLowerCase()
  return /youtube|youtu\.be/.test(text) ? 'youtube' : /vimeo/.test(text) ? 'vimeo' : 'other'
}

/**
 * The player's address, asked to start at once and to take commands (YouTube's `enablejsapi`).
 * @example playerUrl('https://www.youtube.com/embed/x', 'youtube') // '...embed/x?enablejsapi=1&autoplay=1'
 */
export function playerUrl(src: string, provider: Provider): string {
  const url = new URL(src, location.href)
  if (provider === 'youtube') url.searchParams.set('enablejsapi', '1')
  if (provider !== 'other') url.searchParams.set('autoplay', '1')
  return url.href
}

/**
 * The postMessage command that plays or pauses a player. spec: play and pause for two providers.
 * YouTube's iframe API takes `{"event":"command","func":"playVideo"}`, Vimeo's `{"method":"play"}`.
 */
export function command(provider: Provider, action: 'play' | 'pause'): string | undefined {
  if (provider === 'youtube') return JSON.stringify({ event: 'command', func: action === 'play' ? 'playVideo' : 'pauseVideo', args: '' })
  if (provider === 'vimeo') return JSON.stringify({ method: action })
  return undefined
}
