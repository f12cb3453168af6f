import { type Options, oneOf, type Reader, readOptions } from '../../core/kit/options.ts'

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
export type Shape = (typeof SHAPES)[number]

export const DEFAULTS = {
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
} as const

// Alternatives that never overlap: one pass over the text, however long (`\d*\.?\d+` backtracks quadratically).
const LENGTH = /^(\d+|\d*\.\d+)(em|px)$/
/** A CSS keyword (`multiply`, `color-burn`...): the browser ignores one that is not a blend mode. */
const KEYWORD = /^[a-z]+(-[a-z]+)*$/

/** Seconds, 0 or more; spec: a duration given as a string is read as an integer. */
const seconds: Reader<number> = (value, name) => {
  const duration = value ?? DEFAULTS.duration
  const read = typeof duration === 'string' ? parseInt(duration, 10) : duration
  if (typeof read !== 'number' || !Number.isFinite(read) || read < 0) {
    throw new TypeError(`${name} must be a number of seconds`)
  }
  return read
}

/** A CSS length in em or px, or a number of em. */
const length: Reader<string> = (value, name) => {
  const read = value ?? DEFAULTS.thickness
  if (typeof read === 'number' && read >= 0) return `${read}em`
  if (typeof read === 'string' && LENGTH.test(read.trim())) return read.trim()
  throw new TypeError(`${name} must be a length in em or px (like '0.06em')`)
}

const colour: Reader<string> = (value, name) => {
  const read = value ?? DEFAULTS.color
  if (typeof read !== 'string' || !read) throw new TypeError(`${name} must be a CSS colour`)
  return read
}

const blendMode: Reader<string> = (value, name) => {
  const read = value ?? DEFAULTS.blend
  if (typeof read !== 'string' || !KEYWORD.test(read)) throw new TypeError(`${name} must be a CSS blend mode or none`)
  return read
}

const pixels: Reader<number> = (value, name) => {
  const read = value ?? DEFAULTS.fontSize
  if (typeof read !== 'number' || !(read > 0)) throw new TypeError(`${name} must be a number of px above 0`)
  return read
}

/** Text-effect settings from `data-block-json` (spec section 3, text-effect settings; defaults from its table). */
const SETTINGS = {
  /** How the shape appears. @default 'draw' */
  animation: oneOf(ANIMATIONS, DEFAULTS.animation),
  /** Where a `draw` runs to: `right` draws from the left end, `left` from the right end. @default 'right' */
  direction: oneOf(['left', 'right'] as const, DEFAULTS.direction),
  /** Seconds; a string is read as an integer (spec). @default 0.75 */
  duration: seconds,
  /** The shape's colour. @default 'currentColor' (the text's colour) */
  color: colour,
  /** @default 'wave' */
  shape: oneOf(SHAPES, DEFAULTS.shape),
  /** The stroke's width: a CSS length in em or px, or a number of em. @default '0.06em' */
  thickness: length,
  /** @default 'square' */
  linecap: oneOf(LINECAPS, DEFAULTS.linecap),
  /** How the shape blends with the text and what is behind it: a CSS blend mode, or `none`. @default 'none' */
  blend: blendMode,
  /** The font size in px that em thicknesses are taken from when the text's own cannot be read. @default 12 */
  fontSize: pixels,
  /** The shape in front of the text or behind it. @default 'front' */
  layer: oneOf(['front', 'behind'] as const, DEFAULTS.layer),
}

export type TextEffectOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the text effect's settings.
 * @throws TypeError naming the setting when one has the wrong type or value.
 */
export function normalizeOptions(settings: unknown): TextEffectOptions {
  return readOptions('text-effect', settings, SETTINGS)
}
