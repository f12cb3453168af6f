/**
 * The eight gallery designs and their defaults (spec: gallery defaults). `motion` says how a design
 * moves between slides: `slide` on embla-carousel (strip, carousel, the stacked swipe transitions),
 * `fade` for the stacked cross-fades, `none` for the layouts that show every slide at once (base,
 * grid, autogrid, autocolumns, list), which navigate in the lightbox.
 */

export const DESIGN_NAMES = [
  'base',
  'strip',
  'stacked',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
] as const
export type DesignName = (typeof DESIGN_NAMES)[number]

export const UNKNOWN_DESIGN = 'These are not the gallery designs you are looking for' // spec: unknown gallery design name

export interface DesignDefaults {
  slidesPerRow?: number
  lightbox?: boolean
  gutter?: number
  padding?: number
  alignment?: string
  transition?: string
  loop?: boolean
  /** ms */
  speed?: number
  /** Slides loaded on each side of the ones in view. */
  preload?: number
}

export interface Design {
  name: DesignName
  /** How it moves between slides. */
  motion: 'slide' | 'fade' | 'none'
  defaults: DesignDefaults
}

const DESIGNS: Readonly<Record<DesignName, Omit<Design, 'name'>>> = {
  base: { motion: 'none', defaults: {} },
  // spec: strip speed 0.5 s, preload 1, alignment middle
  strip: { motion: 'slide', defaults: { speed: 500, preload: 1, alignment: 'middle' } },
  // spec: stacked speed 1 s, preload 1, transition fade, click next
  stacked: { motion: 'fade', defaults: { speed: 1000, preload: 1, transition: 'fade', loop: true } },
  // spec: grid 4 per row, lightbox on; thumbnail padding 20
  grid: { motion: 'none', defaults: { slidesPerRow: 4, lightbox: true, padding: 20 } },
  // spec: autogrid and autocolumns column width 250, gutter 0
  autogrid: { motion: 'none', defaults: { gutter: 0 } },
  autocolumns: { motion: 'none', defaults: { gutter: 0 } },
  // spec: autorows row height 250 (gallery.css), gutter 20, lightbox on
  autorows: { motion: 'none', defaults: { gutter: 20, lightbox: true } },
  // spec: carousel 3 slides per row, gutter 1
  carousel: { motion: 'slide', defaults: { slidesPerRow: 3, gutter: 1, speed: 500, preload: 1 } },
  list: { motion: 'none', defaults: {} },
}

/**
 * The design called `name`.
 * @throws TypeError 'These are not the gallery designs you are looking for' (spec) for any other name.
 */
export function designFor(name: string): Design {
  const design = Object.hasOwn(DESIGNS, name) ? DESIGNS[name as DesignName] : undefined
  if (!design) throw new TypeError(UNKNOWN_DESIGN)
  return { name: name as DesignName, ...design }
}

/**
 * The design a block's `design` setting names. spec: stacked to base, slider to strip, slideshow to
 * stacked, grid, autogrid, autocolumns, carousel and list to themselves; any other value to base.
 * Also autorows to itself: the spec gives its defaults but leaves it out of the mapping
 * (docs/spec-differences.md).
 */
export function mapDesign(value: unknown): DesignName {
  if (value === 'slider') return 'strip'
  if (value === 'slideshow') return 'stacked'
  const named = typeof value === 'string' && Object.hasOwn(DESIGNS, value) ? (value as DesignName) : 'base'
  // The strip and the stacked design are reached by their block names alone: 'stacked' is base's.
  return named === 'strip' || named === 'stacked' ? 'base' : named
}
