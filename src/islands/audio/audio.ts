/** The audio player's pure parts: times in words and figures, and the SoundCloud address. */
import { numberFormat } from '../../core/i18n/format.ts'

/**
 * A duration in words, in the page's locale: `65` → "1 minute 5 seconds", `180` → "3 minutes",
 * `0` → "0 seconds" (a slider's `aria-valuetext`).
 */
export function spokenTime(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.floor(seconds))
  const unit = (unit: 'minute' | 'second', value: number) =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (minutes === 0) return unit('second', rest)
  return rest === 0 ? unit('minute', minutes) : `${unit('minute', minutes)} ${unit('second', rest)}`
}

/** A duration as a clock: `65` → "1:05", `3725` → "1:02:05"; not known yet → "--:--". */
export function clockTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--'
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The hosts of SoundCloud's track and playlist pages. */
const SOUNDCLOUD_HOSTS = ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com']

/**
 * SoundCloud's embedded player for a track or playlist page, or undefined when `url` is not an
 * https page of SoundCloud (the caller logs the spec's 'Issue parsing SoundCloud url').
 * @example soundCloudPlayer('https://soundcloud.com/quartet/harbour') // 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fquartet%2Fharbour&auto_play=true'
 */
export function soundCloudPlayer(url: string): string | undefined {
  let page: URL
  try {
    page = new URL(url)
  } catch {
    return undefined
  }
  if (page.protocol !== 'https:' || !SOUNDCLOUD_HOSTS.includes(page.hostname) || page.pathname.length < 2)
    return undefined
  const player = new URL('https://w.soundcloud.com/player/')
  player.searchParams.set('url', `${page.origin}${page.pathname}`)
  player.searchParams.set('auto_play', 'true')
  return player.href
}
