/**
 * An image block's design and mask on the page: a chunk of its own, loaded only by an image block
 * whose settings name one, so that a page of plain images does not carry the stylesheet.
 */
import { adoptStyles } from '../../core/dom/styles.ts'
import { blockLogger } from '../../core/kit/log.ts'
import css from './designs.css?inline'
import { readDesign } from './designs.ts'

const ATTRIBUTES = { design: 'data-design', mask: 'data-mask' } as const

/**
 * Sets `data-design` and `data-mask` from the block's settings, where the server has not rendered
 * them already, and adopts the stylesheet (the same sheet a page links from `atoll/server`, so a page
 * that links it and renders the attributes sees no change). An unknown name logs one console error
 * and leaves that setting out; the rest of the block still applies.
 * @returns what puts the block back as it was
 */
export function applyDesign(element: HTMLElement, settings: unknown): () => void {
  const choice = readDesign(settings)
  const log = blockLogger('image', element)
  for (const message of choice.errors) log.error(message)
  adoptStyles(css)
  const undo: (() => void)[] = []
  for (const key of ['design', 'mask'] as const) {
    const value = choice[key]
    const name = ATTRIBUTES[key]
    const before = element.getAttribute(name)
    if (!value || before === value) continue
    element.setAttribute(name, value)
    undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)))
  }
  return () => {
    for (const step of undo) step()
  }
}
