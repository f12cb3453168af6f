/**
 * Image block designs and shape masks (CONTRACT.md section 11, `image` designs; spec: block variant
 * types, image inline, poster, card, overlap, collage and stack; named shape sets). Pure: which
 * names exist, and what a block's settings ask for. The stylesheet (`designs.css`) draws them.
 */

/** spec: block variant types, image inline, poster, card, overlap, collage and stack. */
export const IMAGE_DESIGNS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const

/**
 * spec: named shape sets, the ones it names: arched-window, award, circle, diamond, egg, flower,
 * gear, hourglass, keystone, octagon, open-book, rabbet, star variants, triangle, tv, pills. The
 * spec names "star variants" without their names: `star` (five points, as `star-5`), `star-4`,
 * `star-6` and `star-8` here. The spec says the full list is longer and does not show it.
 */
export const IMAGE_MASKS = [
  'arched-window',
  'award',
  'circle',
  'diamond',
  'egg',
  'flower',
  'gear',
  'hourglass',
  'keystone',
  'octagon',
  'open-book',
  'pills',
  'rabbet',
  'star',
  'star-4',
  'star-5',
  'star-6',
  'star-8',
  'triangle',
  'tv',
] as const

export type ImageDesign = (typeof IMAGE_DESIGNS)[number]
export type ImageMask = (typeof IMAGE_MASKS)[number]

export interface DesignChoice {
  design?: ImageDesign
  mask?: ImageMask
  /** One message per setting that names nothing known: that setting alone is left out. */
  errors: string[]
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/**
 * The design and mask an image block's settings ask for. A name that is not known fails alone: it is
 * left out with a message, and the other setting still applies.
 * @example readDesign({ design: 'poster', mask: 'blob' })
 * // { design: 'poster', errors: ['mask "blob" is not a named shape'] }
 */
export function readDesign(settings: unknown): DesignChoice {
  const { design, mask } = (settings !== null && typeof settings === 'object' ? settings : {}) as Record<
    string,
    unknown
  >
  const choice: DesignChoice = { errors: [] }
  if (isOneOf(IMAGE_DESIGNS, design)) choice.design = design
  else if (design !== undefined && design !== null && design !== '')
    choice.errors.push(`design ${JSON.stringify(design)} is not an image design`)
  if (isOneOf(IMAGE_MASKS, mask)) choice.mask = mask
  else if (mask !== undefined && mask !== null && mask !== '')
    choice.errors.push(`mask ${JSON.stringify(mask)} is not a named shape`)
  return choice
}

/**
 * The attributes the stylesheet reads, for a block's settings: a server renders them so the design
 * and the mask are on the first paint; the island sets the ones that are missing.
 * @example designAttributes({ design: 'card', mask: 'circle' }) // { 'data-design': 'card', 'data-mask': 'circle' }
 */
export function designAttributes(settings: unknown): Record<string, string> {
  const { design, mask } = readDesign(settings)
  return { ...(design && { 'data-design': design }), ...(mask && { 'data-mask': mask }) }
}
