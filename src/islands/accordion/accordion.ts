import type { AccordionOptions } from './options.ts'

/** Which items are open when the accordion mounts: only the first, and only with `expandFirst`. */
export function initialOpen(count: number, { expandFirst }: AccordionOptions): boolean[] {
  return Array.from({ length: count }, (_, index) => expandFirst && index === 0)
}

/** The open items after the visitor toggles `index`: opening one closes the others unless several may be open. */
export function toggle(open: readonly boolean[], index: number, { allowMultipleOpen }: AccordionOptions): boolean[] {
  const opening = !open[index]
  return open.map((isOpen, i) => (i === index ? opening : opening && !allowMultipleOpen ? false : isOpen))
}
