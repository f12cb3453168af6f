/**
 * The shape block (CONTRACT.md section 11): a DOM enhancer, since the template renders the shape's
 * `svg` and nothing is drawn from data. Its dimension is a box from the spec's table, set by the
 * stylesheet (`SHAPE_STYLES` in `atoll/server`) from `data-dimension`: a template that renders that
 * attribute and links the stylesheet has the box from the first paint, and the island then changes
 * nothing in the layout; without them, the island sets both. The drop shadow is the one thing a
 * static stylesheet cannot hold (any angle, distance and blur, and the page's policy forbids `style`
 * attributes), so the island sets it as a CSS filter: a filter paints outside the box and moves
 * nothing.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { normalizeOptions } from './options.ts'
import { dropShadowFilter } from './shape.ts'
import css from './shape.css?inline'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const { dimension, dropShadow, color } = normalizeOptions(settings)
  if (color && !CSS.supports('color', color)) throw new TypeError('shape: color must be a CSS colour')
  adoptStyles(css)
  const server = element.getAttribute('data-dimension')
  if (dimension) element.dataset.dimension = dimension
  if (dropShadow) element.style.filter = dropShadowFilter(dropShadow)
  if (color) element.style.color = color
  return {
    destroy() {
      if (server === null) element.removeAttribute('data-dimension')
      else element.setAttribute('data-dimension', server)
      element.style.removeProperty('filter')
      element.style.removeProperty('color')
    },
  }
}
