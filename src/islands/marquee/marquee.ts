export const MIN_WIDTH_PX = 50 // spec: marquee minimum width 50px
export const WAVE_PERIOD_MIN_PX = 250 // spec: wave period clamped between 250 and 1000
export const WAVE_PERIOD_MAX_PX = 1000
export const RERENDER_DEBOUNCE_MS = 1000 // spec: marquee re-render debounce 1000 ms
/** Pixels per second at `animationSpeed` 1. */
export const BASE_SPEED_PX_PER_S = 50
/** How fast a hovered marquee slows down: the speed left falls by e every this many ms. */
export const SLOW_DOWN_MS = 250
/** Below this speed (px/s) a marquee slowing down counts as stopped. */
export const STOPPED_PX_PER_S = 0.5
/** The space between two copies of the text. */
export const GAP = '\u2003\u2003'

/**
 * The wave's period in px: 1000 px divided by the frequency, clamped to 250..1000 (spec), or
 * Infinity for a straight line (frequency 0).
 * @example wavePeriod(2) // 500
 */
export function wavePeriod(waveFrequency: number): number {
  if (waveFrequency <= 0) return Infinity
  return Math.min(WAVE_PERIOD_MAX_PX, Math.max(WAVE_PERIOD_MIN_PX, 1000 / waveFrequency))
}

/** The wave's amplitude in px for an intensity in font sizes. */
export function waveAmplitude(waveIntensity: number, fontSize: number): number {
  return waveIntensity * fontSize
}

/**
 * The SVG box: its height and the text's baseline, in px. The wave needs `1.4 + 2 × intensity` font
 * sizes; a taller box the server reserved (`reserved`, the block's content height before mount) is
 * kept, the wave centred in it, so replacing the text moves nothing below it (docs/blocks.md).
 * @example layout(20, 10) // { height: 48, baseline: 31 }
 * @example layout(20, 10, 60) // { height: 60, baseline: 37 }
 */
export function layout(fontSize: number, amplitude: number, reserved = 0): { height: number; baseline: number } {
  const needed = 2 * amplitude + 1.4 * fontSize
  const height = Math.max(needed, reserved)
  return { height, baseline: (height - needed) / 2 + amplitude + 1.05 * fontSize }
}

/**
 * The path the text runs on: a sine wave (or a straight line) across `width`, reaching `overhang` px
 * past each edge so that glyphs enter and leave behind the clipped edge rather than popping in.
 * @example wavePath(300, 20, 0, Infinity, 10) // 'M-10 20H310'
 */
export function wavePath(width: number, baseline: number, amplitude: number, period: number, overhang: number): string {
  const start = -overhang
  const end = width + overhang
  if (amplitude <= 0 || !Number.isFinite(period)) return `M${start} ${round(baseline)}H${end}`
  const step = period / 16
  const y = (x: number) => round(baseline - amplitude * Math.sin((2 * Math.PI * x) / period))
  let d = `M${start} ${y(start)}`
  for (let x = start + step; x < end; x += step) d += `L${round(x)} ${y(x)}`
  return `${d}L${end} ${y(end)}`
}

/** How many copies of a text `unit` px long cover a path `length` px long at any phase. */
export function copiesFor(length: number, unit: number): number {
  return Math.ceil(length / Math.max(unit, 1)) + 1
}

/**
 * The text's `startOffset` for a phase (0 up to the unit's length, growing with time): running left,
 * the copies slide towards the path's start; running right, towards its end.
 */
export function startOffset(phase: number, unit: number, direction: 'left' | 'right'): number {
  return round(direction === 'left' ? -phase : phase - unit)
}

/**
 * The speed after `elapsed` ms of easing from `speed` towards `target` (px/s): it closes in
 * exponentially, so a hovered marquee slows to a stop rather than halting at once.
 */
export function easeSpeed(speed: number, target: number, elapsed: number): number {
  const next = target + (speed - target) * Math.exp(-elapsed / SLOW_DOWN_MS)
  return Math.abs(next - target) < STOPPED_PX_PER_S ? target : next
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
