/** The video island's pure rules: the embed's kind, its provider, the player commands. */

export const DEFAULT_ASPECT_PERCENT = 56.3 // spec: video default aspect 56.3 percent

export type EmbedType = 'iframe' | 'object' | 'invalid' // spec: video embed type
export type Provider = 'youtube' | 'vimeo' | 'other'

/**
 * The origins a player may come from (docs/media.md): the providers' embed hosts, over https.
 * The site's own origin is allowed too (a player the site serves itself, as the demo's).
 */
export const VIDEO_ORIGINS: readonly string[] = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://fast.wistia.net',
  'https://fast.wistia.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
  'https://www.loom.com',
  'https://play.vidyard.com',
  'https://players.brightcove.net',
  'https://www.facebook.com',
  'https://www.tiktok.com',
]

/** The player's attributes that are kept; every other one (handlers, `srcdoc`, `sandbox`, `style`) is dropped. */
export const FRAME_ATTRIBUTES = ['allow', 'allowfullscreen', 'title', 'width', 'height', 'referrerpolicy'] as const

const REFERRER_POLICIES = [
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]

/** A player rebuilt from an embed: its address and the attributes kept. */
export interface Embed {
  type: EmbedType
  /** The player's absolute https (or same-origin) address; set for `iframe`. */
  src?: string
  attributes?: Partial<Record<(typeof FRAME_ATTRIBUTES)[number], string>>
}

/**
 * The embed HTML (`data-html`) read, not cleaned: parsed inert with DOMParser (nothing runs or is
 * fetched), and only the first iframe's `src`, when it is a known player's, and its
 * {@link FRAME_ATTRIBUTES} taken. Anything else (an `<object>`, a `javascript:` or `data:` source,
 * another host, no iframe) is invalid: the notice shows.
 * @param base the page's address, which relative sources resolve against. @default location.href
 */
export function parseEmbed(html: string | undefined, base: string = location.href): Embed {
  const document = new DOMParser().parseFromString(html?.trim() ?? '', 'text/html')
  const frame = document.querySelector('iframe')
  const src = frame?.getAttribute('src')?.trim()
  if (!frame || !src) return { type: 'invalid' }
  let url: URL
  try {
    url = new URL(src, base)
  } catch {
    return { type: 'invalid' }
  }
  const own = new URL(base).origin
  const known =
    (url.protocol === 'https:' && VIDEO_ORIGINS.includes(url.origin)) ||
    (url.origin === own && /^https?:$/.test(url.protocol))
  if (!known || url.username || url.password) return { type: 'invalid' }
  const attributes: Embed['attributes'] = {}
  for (const name of FRAME_ATTRIBUTES) {
    const value = frame.getAttribute(name)
    if (value === null) continue
    if ((name === 'width' || name === 'height') && !/^\d{1,5}$/.test(value.trim())) continue
    if (name === 'referrerpolicy' && !REFERRER_POLICIES.includes(value.trim().toLowerCase())) continue
    attributes[name] = value.trim()
  }
  return { type: 'iframe', src: url.href, attributes }
}

/** A fresh iframe for `embed`: its source and kept attributes, nothing else from the embed HTML. */
export function buildFrame(embed: Embed): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  for (const [name, value] of Object.entries(embed.attributes ?? {})) frame.setAttribute(name, value)
  frame.src = embed.src!
  return frame
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
  if (provider === 'youtube')
    return JSON.stringify({ event: 'command', func: action === 'play' ? 'playVideo' : 'pauseVideo', args: '' })
  if (provider === 'vimeo') return JSON.stringify({ method: action })
  return undefined
}
