/**
 * What a site's server renders of an image block's design and mask: the stylesheet and the
 * attributes it reads, so the design is on the first paint and the island moves nothing.
 */
import css from './designs.css?inline'

/** The image designs' and masks' stylesheet: link it from the page (a strict `style-src 'self'` allows it). */
export const IMAGE_DESIGN_STYLES: string = css

export { designAttributes as imageDesignAttributes } from './designs.ts'
