/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'

/** `data-hydrate`: the moment a block asks for, when not its kind's (CONTRACT.md section 4). */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction'

export interface BlockProps {
  /** `data-block`: the island's kind. */
  kind: string
  /** The element id, which the block's events and logs name. */
  id?: string | undefined
  /** The element: `div` unless the block sits in running text (`p`, `span`). @default 'div' */
  as?: 'div' | 'p' | 'span' | 'a'
  class?: string | undefined
  /** The block's data, written as `data-block-json`; a string is written as it is (a page showing malformed settings). */
  settings?: Record<string, unknown> | string | undefined
  hydrate?: Hydrate | undefined
  /** Rendered hidden: the island shows it (an announcement bar, a popup overlay). */
  hidden?: boolean
  /** Other attributes of the block's element (`data-provider-name`, `aria-label`, `href`). */
  attributes?: Record<string, string | undefined>
  children?: Child
}

/**
 * The element of any block, as CONTRACT.md section 3 has a template write it: `data-block`, the id,
 * `data-block-json` and what the server renders inside. The blocks' own components build on it.
 */
export function Block({
  kind,
  id,
  as = 'div',
  class: className,
  settings,
  hydrate,
  hidden,
  attributes,
  children,
}: BlockProps) {
  const Tag = as
  const json = settings === undefined || typeof settings === 'string' ? settings : JSON.stringify(settings)
  return (
    <Tag
      class={className}
      data-block={kind}
      id={id}
      hidden={hidden}
      data-block-json={json}
      data-hydrate={hydrate}
      {...attributes}
    >
      {children}
    </Tag>
  )
}
