/** spec: text-effect animation draw, fade, fadeScale */
export const ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const
/** spec: text-effect shapes */
export const SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const
export const LINECAPS = ['butt', 'round', 'square'] as const
export type Animation = (typeof ANIMATIONS)[number]
export type Shape = (typeof SHAPES)[number]

/** Text-effect settings from `data-block-json` (spec section 3, text-effect settings; defaults from its table). */
export interface TextEffectOptions {
  /** How the shape appears. @default 'draw' */
  animation: Animation
  /** Where a `draw` runs to: `right` draws from the left end, `left` from the right end. @default 'right' */
  direction: 'left' | 'right'
  /** Seconds; a string is read as an integer (spec). @default 0.75 */
  duration: number
  /** The shape's colour. @default 'currentColor' (the text's colour) */
  color: string
  /** @default 'wave' */
  shape: Shape
  /** The stroke's width: a CSS length in em or px, or a number of em. @default '0.06em' */
  thickness: string
  /** @default 'square' */
  linecap: (typeof LINECAPS)[number]
  /** How the shape blends with the text and what is behind it: a CSS blend mode, or `none`. @default 'none' */
  blend: string
  /** The font size in px that em thicknesses are taken from when the text's own cannot be read. @default 12 */
  fontSize: number
  /** The shape in front of the text or behind it. @default 'front' */
  layer: 'front' | 'behind'
}

export const DEFAULTS: TextEffectOptions = {
  animation: 'draw',
  direction: 'right',
  duration: 0.75, // spec: text effect duration 0.75
  color: 'currentColor', // spec: color defaults to the current text colour
  shape: 'wave', // spec: shape default wave
  thickness: '0.06em', // spec: thickness 0.06em
  linecap: 'square', // spec: linecap default square
  blend: 'none', // spec: blend default none
  fontSize: 12, // spec: font size 12
  layer: 'front', // spec: front/behind flag default front
}

// Alternatives that never overlap: one pass over the text, however long (`\d*\.?\d+` backtracks quadratically).
const LENGTH = /^(\d+|\d*\.\d+)(em|px)$/
/** A CSS keyword (`multiply`, `color-burn`...): the browser ignores one that is not a blend mode. */
const KEYWORD = /^[a-z]+(-[a-z]+)*$/

/**
 * Defaults and checks for the text effect's settings.
 * @throws TypeError naming the setting when one has the wrong type or value.
 */
export function normalizeOptions(settings: Record<string, unknown>): TextEffectOptions {
  const pick = <T>(name: keyof TextEffectOptions, allowed: readonly T[]): T => {
    const value = settings[name] ?? DEFAULTS[name]
    if (!allowed.includes(value as T)) throw new TypeError(`text-effect: ${name} must be one of ${allowed.join(', ')}`)
    return value as T
  }
  const color = settings.color ?? DEFAULTS.color
  if (typeof color !== 'string' || !color) throw new TypeError('text-effect: color must be a CSS colour')
  const blend = settings.blend ?? DEFAULTS.blend
  if (typeof blend !== 'string' || !KEYWORD.test(blend))
    throw new TypeError('text-effect: blend must be a CSS blend mode or none')
  const fontSize = settings.fontSize ?? DEFAULTS.fontSize
  if (typeof fontSize !== 'number' || !(fontSize > 0))
    throw new TypeError('text-effect: fontSize must be a number of px above 0')
  return {
    animation: pick('animation', ANIMATIONS),
    direction: pick('direction', ['left', 'right'] as const),
    duration: seconds(settings.duration ?? DEFAULTS.duration),
    color,
    shape: pick('shape', SHAPES),
    thickness: thickness(settings.thickness ?? DEFAULTS.thickness),
    linecap: pick('linecap', LINECAPS),
    blend,
    fontSize,
    layer: pick('layer', ['front', 'behind'] as const),
  }
}

function seconds(value: unknown): number {
  // spec: a duration given as a string is read as an integer
  const duration = typeof value === 'string' ? parseInt(value, 10) : value
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
    throw new TypeError('text-effect: duration must be a number of seconds')
  }
  return duration
}

function thickness(value: unknown): string {
  if (typeof value === 'number' && value >= 0) return `${value}em`
  if (typeof value === 'string' && LENGTH.test(value.trim())) return value.trim()
  throw new TypeError("text-effect: thickness must be a length in em or px (like '0.06em')")
}
