/** The gallery's pure rules: index arithmetic, autoplay picks, layout counts, gestures, addresses. */

export const SWIPE_DISTANCE_PX = 50 // spec: touch swipe threshold 50 px within 250 ms
export const SWIPE_TIME_MS = 250
export const SWIPE_VELOCITY = 1 // spec: a gesture with velocity above 1 (px per ms) advances
export const ITEM_ID = 'itemId' // spec: the URL hash parameter itemId

/**
 * An index within `count` slides. spec: non-numbers become 0; negatives wrap from the end; values
 * wrap modulo the slide count.
 * @example normalizeIndex(-1, 5) // 4
 */
export function normalizeIndex(value: unknown, count: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || count <= 0) return 0
  const whole = Math.trunc(value)
  return ((whole % count) + count) % count
}

export type Step = { index: number } | { reached: 'end' | 'beginning' }

/**
 * One step forward (`+1`) or back (`-1`). spec: next on the last slide wraps to the first when
 * looping, otherwise reachedEnd; previous on the first wraps to the last, otherwise reachedBeginning.
 */
export function step(index: number, count: number, direction: 1 | -1, loop: boolean): Step {
  const target = index + direction
  if (target >= count) return loop ? { index: 0 } : { reached: 'end' }
  if (target < 0) return loop ? { index: count - 1 } : { reached: 'beginning' }
  return { index: target }
}

/** spec: random autoplay picks a different random slide. */
export function randomOther(index: number, count: number, random: () => number = Math.random): number {
  if (count < 2) return index
  const pick = Math.floor(random() * (count - 1))
  return pick >= index ? pick + 1 : pick
}

/**
 * Slides per row of a carousel `width` px wide. spec: 2 per row under 480 px when more than 1 slide;
 * 3 per row under 724 px when more than 2; the setting otherwise.
 */
export function carouselPerRow(width: number, count: number, setting: number): number {
  if (width < 480 && count > 1) return Math.min(2, setting)
  if (width < 724 && count > 2) return Math.min(3, setting)
  return setting
}

/**
 * Whether a gesture advances. spec: over half the container's width, or with velocity above 1, or
 * 50 px within 250 ms.
 */
export function isSwipe(distance: number, durationMs: number, width: number): boolean {
  const moved = Math.abs(distance)
  if (moved > width / 2) return true
  if (durationMs > 0 && moved / durationMs > SWIPE_VELOCITY) return true
  return moved >= SWIPE_DISTANCE_PX && durationMs <= SWIPE_TIME_MS
}

/** spec: a stacked slideshow's click by half of the slide: the left half goes back. */
export function clickDirection(behavior: 'next' | 'previous' | 'split', x: number, width: number): 1 | -1 {
  if (behavior === 'split') return x < width / 2 ? -1 : 1
  return behavior === 'previous' ? -1 : 1
}

/** The `itemId` of an address's hash (`#itemId=abc`, also among other hash parameters). */
export function hashItemId(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(ITEM_ID) ?? undefined
}

/** The last non-empty segment of a path, decoded. */
export function lastSegment(pathname: string): string | undefined {
  // A scan from the end: splitting a path of 50 000 slashes makes as many empty strings.
  let end = pathname.length
  while (end > 0 && pathname[end - 1] === '/') end--
  if (!end) return undefined
  const segment = pathname.slice(pathname.lastIndexOf('/', end - 1) + 1, end)
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The path without its last segment (and the slashes around it), ending with a slash. A scan, not a
 * regular expression: `/\/*[^/]+\/*$/` backtracks quadratically on a long segment followed by
 * more path (seconds for 50 KB).
 * @example withoutLastSegment('/lightbox/saturday-market') // '/lightbox/'
 */
export function withoutLastSegment(pathname: string): string {
  let end = pathname.length
  while (end > 0 && pathname[end - 1] === '/') end--
  if (!end) return pathname
  let start = pathname.lastIndexOf('/', end - 1)
  while (start > 0 && pathname[start - 1] === '/') start--
  return `${pathname.slice(0, Math.max(start, 0))}/`
}

export interface SlideKey {
  id?: string | undefined
  url?: string | undefined
}

/** The index of the slide whose id or url is `key`, or -1. */
export function findSlide(slides: readonly SlideKey[], key: string | undefined): number {
  if (!key) return -1
  return slides.findIndex((slide) => slide.id === key || slide.url === key)
}

/**
 * The address that records a slide. spec: the slide's identifier or URL as the item id, with the
 * collection's full URL as base path (a trailing slash is added).
 * @example historyUrl('/gallery', 'a1', '?x=1') // '/gallery/?x=1#itemId=a1'
 */
export function historyUrl(base: string, key: string, search = ''): string {
  const path = base.endsWith('/') ? base : `${base}/`
  return `${path}${search}#${ITEM_ID}=${encodeURIComponent(key)}`
}

/** The address without its item id: spec: closing the lightbox resets the history hash index. */
export function withoutItemId(href: string): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  params.delete(ITEM_ID)
  const rest = params.toString()
  return `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`
}
