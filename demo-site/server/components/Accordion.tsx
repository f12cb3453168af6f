/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'

export interface AccordionItem {
  /** The trigger button's text. */
  title: Child
  /** The panel's content. */
  content: Child
}

export interface AccordionProps {
  id: string
  items: readonly AccordionItem[]
  allowMultipleOpen?: boolean
  expandFirst?: boolean
  /** `data-hydrate`, when the block asks for another moment than the kind's. */
  hydrate?: 'load' | 'idle' | 'visible' | 'interaction'
  /** `data-block-json` as written, in place of the settings: a page showing how malformed settings fail. */
  rawSettings?: string
}

/**
 * An accordion block with its first state rendered (docs/blocks.md, Accordion): the first panel open only
 * with `expandFirst`, the others `hidden`, so nothing moves when the island mounts.
 */
export function Accordion(props: AccordionProps) {
  const { id, items, allowMultipleOpen = false, expandFirst = false, hydrate, rawSettings } = props
  return (
    <div
      class="accordion"
      data-block="accordion"
      data-block-json={rawSettings ?? JSON.stringify({ allowMultipleOpen, expandFirst })}
      data-hydrate={hydrate}
      id={id}
    >
      {items.map((item, index) => {
        const open = expandFirst && index === 0
        return (
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded={open ? 'true' : 'false'}>
                {item.title}
              </button>
            </h3>
            <div data-part="panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
