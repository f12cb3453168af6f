/**
 * What a site's server renders of the shape block: its stylesheet, so the dimension's box is there at
 * the first paint (the island adopts the same sheet), and the `data-dimension` the sheet reads.
 */
import { normalizeOptions } from './options.ts'
import css from './shape.css?inline'

/** The shape stylesheet: link it from the page (a strict `style-src 'self'` allows it). */
export const SHAPE_STYLES: string = css

/**
 * The attributes to render on a shape block for its settings: `data-dimension` when it has one.
 * @throws TypeError naming the setting, as the island would.
 * @example shapeAttributes({ dimension: 'tall' }) // { 'data-dimension': 'tall' }
 */
export function shapeAttributes(settings: unknown): Record<string, string> {
  const { dimension } = normalizeOptions(settings)
  return dimension ? { 'data-dimension': dimension } : {}
}
