// Hand-written rather than an animation library: the spec's tween is a progress callback with four
// events and two checks, which takes fewer bytes than any library's smallest entry.

export const TWEEN_DURATION_MS = 300 // spec: animation default duration 0.3 s; default tween duration 300 ms

export type TweenEvent = 'started' | 'paused' | 'resumed' | 'ended'
export type TweenState = 'pending' | 'running' | 'paused' | 'ended'

/** Maps linear time (0 to 1) to progress (0 to 1). */
export type Easing = (time: number) => number

export interface TweenOptions {
  /** @default linear */
  easing?: Easing
}

export interface Tween {
  /** pending until the first frame, then running or paused, then ended. */
  readonly state: TweenState
  /** Listens to an event; returns the function that stops listening. */
  on(event: TweenEvent, listener: () => void): () => void
  /** Stops the clock where it is (a running tween only). */
  pause(): void
  /** Starts the clock again from where it stopped (a paused tween only). */
  resume(): void
  /** Ends now, at full progress. */
  stop(): void
}

export const linear: Easing = (time) => time
export const easeOutSine: Easing = (time) => Math.sin((time * Math.PI) / 2)

/**
 * Calls `fn` with the eased progress on every animation frame for `duration` ms. It starts on the
 * next frame (so listeners added right after the call hear `started`) and always ends with `fn(1)`,
 * whether it runs out or is stopped; `ended` follows that last call. A duration of 0 or less ends on
 * the first frame.
 * @param duration ms @default 300
 * @throws TypeError '[Tween] First parameter needs to be a function.' or
 *   '[Tween] Duration is not a finite number.' (spec)
 * @example tween((p) => (el.style.opacity = String(p))).on('ended', done)
 */
export function tween(
  fn: (progress: number) => void,
  duration: number = TWEEN_DURATION_MS,
  options: TweenOptions = {},
): Tween {
  if (typeof fn !== 'function') throw new TypeError('[Tween] First parameter needs to be a function.')
  if (!Number.isFinite(duration)) throw new TypeError('[Tween] Duration is not a finite number.')
  const { easing = linear } = options
  if (typeof easing !== 'function') throw new TypeError('tween: easing must be a function')

  const listeners = new Map<TweenEvent, Set<() => void>>()
  const emit = (event: TweenEvent) => listeners.get(event)?.forEach((listener) => listener())
  let state: TweenState = 'pending'
  let elapsed = 0
  // When the clock last started (the first frame, or resume()); -1 while it is not running.
  let since = -1
  let frame = 0

  const finish = () => {
    cancelAnimationFrame(frame)
    state = 'ended'
    fn(1)
    emit('ended')
  }
  const step = () => {
    const now = performance.now()
    if (since < 0) since = now
    if (state === 'pending') {
      state = 'running'
      emit('started')
    }
    const time = duration > 0 ? (elapsed + now - since) / duration : 1
    if (time >= 1) return finish()
    fn(easing(time))
    frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)

  return {
    get state() {
      return state
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
    pause() {
      if (state !== 'running') return
      cancelAnimationFrame(frame)
      if (since >= 0) elapsed += performance.now() - since
      since = -1
      state = 'paused'
      emit('paused')
    },
    resume() {
      if (state !== 'paused') return
      state = 'running'
      since = performance.now()
      frame = requestAnimationFrame(step)
      emit('resumed')
    },
    stop() {
      if (state !== 'ended') finish()
    },
  }
}
