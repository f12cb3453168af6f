/**
 * The spec's motion helpers (media-widgets.md: tween and scroll-to): `Atoll.tween` and
 * `Atoll.scrollTo`, the in-page links (the anchor-links feature) and the form's error summary.
 * Hand-written: a tween is a frame loop of a few lines, and the animation libraries (popmotion,
 * animejs, GSAP's core: 5 KB and more) bring timelines and value types the spec has no use for, and
 * not its states, its messages or its promise to end at full progress.
 */
import type { ScrollToTargetOptions, TweenEventType, TweenHandle } from '../../contract.ts'
import { prefersReducedMotion } from './env.ts'

export const TWEEN_DURATION = 300 // spec: default tween duration 300 ms
export const SCROLL_MIN_DURATION = 50 // spec: scroll-to minimum duration 50 ms
export const SCROLL_MAX_DURATION = 50 // spec: scroll-to maximum duration 50 ms
export const SCROLL_OFFSET = 30 // spec: scroll-to default offset 30

/** spec: the scroll-to's default easing, easeOutSine (fast at first, slowing to a stop). */
export const easeOutSine = (progress: number): number => Math.sin((progress * Math.PI) / 2)

/** The spec's tween messages, thrown as `TypeError`s. */
export const TWEEN_NOT_A_FUNCTION = '[Tween] First parameter needs to be a function.'
export const TWEEN_BAD_DURATION = '[Tween] Duration is not a finite number.'

/**
 * The spec's tween: calls `fn` with the progress (0 to 1, linear: ease it in `fn`) once an animation
 * frame for `duration` ms, and always last with 1, then emits `ended`. It starts at the next frame
 * (`started`, with progress 0). Under prefers-reduced-motion it jumps to 1 at that frame.
 * @default duration 300
 * @throws TypeError with the spec's text when `fn` is not a function or `duration` not finite
 * @example const fade = tween((p) => (box.style.opacity = String(p))); await fade.finished
 */
export function tween(fn: (progress: number) => void, duration: number = TWEEN_DURATION): TweenHandle {
  if (typeof fn !== 'function') throw new TypeError(TWEEN_NOT_A_FUNCTION)
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new TypeError(TWEEN_BAD_DURATION)
  let begun = false
  /** The time progress 0 was (or would have been, after a pause), by `performance.now()`. */
  let start = 0
  /** The ms run when paused. */
  let elapsed = 0
  let frame = 0
  let done = () => {}
  const handle = Object.assign(new EventTarget(), {
    state: 'running' as TweenHandle['state'],
    progress: 0,
    finished: new Promise<void>((resolve) => {
      done = resolve
    }),
    pause(): void {
      if (!running()) return
      begin()
      if (!running()) return // a `started` listener ended it
      cancelAnimationFrame(frame)
      frame = 0
      elapsed = performance.now() - start
      emit('paused', 'paused')
    },
    resume(): void {
      if (handle.state !== 'paused') return
      start = performance.now() - elapsed
      emit('resumed', 'running')
      next()
    },
    stop(): void {
      if (handle.state === 'ended') return
      begin()
      end()
    },
  })
  // Read again after each event: a listener may have paused or stopped the tween.
  const running = () => handle.state === 'running'
  const next = () => {
    if (running() && !frame) frame = requestAnimationFrame(tick)
  }
  const emit = (type: TweenEventType, state: TweenHandle['state']) => {
    handle.state = state
    handle.dispatchEvent(new Event(type))
  }
  /** The first frame (or a pause or stop before it): `started`, then progress 0. */
  const begin = () => {
    if (begun) return
    begun = true
    start = performance.now()
    // Under reduced motion every tween jumps to its end at its first frame.
    if (prefersReducedMotion()) duration = 0
    emit('started', 'running')
    if (running() && duration > 0) fn(0)
  }
  const end = () => {
    cancelAnimationFrame(frame)
    frame = 0
    handle.progress = 1
    handle.state = 'ended'
    fn(1)
    handle.dispatchEvent(new Event('ended'))
    done()
  }
  const tick = () => {
    frame = 0
    let ms = 0
    if (!begun) begin()
    else {
      ms = performance.now() - start
      if (ms < duration) fn((handle.progress = ms / duration))
    }
    // spec: it always ends at full progress, however late the last frame comes.
    if (running()) ms >= duration ? end() : next()
  }
  frame = requestAnimationFrame(tick)
  return handle
}

/**
 * The spec's scroll-to: scrolls the window until `target` (an element, a CSS selector, or a scroll
 * position in px) is `offset` px below the window's top, or as near as the page's height allows,
 * easing out (easeOutSine). The target is measured at each frame, so content that moves while it
 * scrolls (an image that loads) is followed. Under prefers-reduced-motion it jumps there at once.
 * Without `duration`, a scroll lasts the tween's default held between the spec's minimum and
 * maximum: 50 ms, the spec giving both the same value.
 * @throws TypeError when no element matches a selector, or `offset` is not a finite number
 * @example scrollTo(document.getElementById('opening-hours')!).finished.then(...)
 */
export function scrollTo(target: Element | string | number, options: ScrollToTargetOptions = {}): TweenHandle {
  const element = typeof target === 'string' ? document.querySelector(target) : target
  if (element === null) throw new TypeError(`scrollTo: no element matches the target ${target as string}`)
  const offset = options.offset ?? SCROLL_OFFSET
  if (typeof offset !== 'number' || !Number.isFinite(offset))
    throw new TypeError('scrollTo: offset is not a finite number')
  const duration = options.duration ?? Math.min(SCROLL_MAX_DURATION, Math.max(SCROLL_MIN_DURATION, TWEEN_DURATION))
  const from = window.scrollY
  const destination = () => {
    const y = typeof element === 'number' ? element : element.getBoundingClientRect().top + window.scrollY - offset
    const end = document.documentElement.scrollHeight - window.innerHeight
    return Math.round(Math.max(0, Math.min(y, end)))
  }
  // 'instant': a page whose CSS asks for smooth scrolling would otherwise start a smooth scroll each frame.
  return tween(
    (progress) => window.scrollTo({ top: from + (destination() - from) * easeOutSine(progress), behavior: 'instant' }),
    duration,
  )
}
