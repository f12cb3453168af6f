/**
 * What an island needs to hydrate a server's rendering (`atoll/server`) safely: the server marks the
 * element it rendered into with a key of what it rendered from (this version, and the inputs that
 * shape the markup); the island hydrates it only when its own key is the same, and otherwise draws
 * afresh. A template that changed the block's settings or the page context (a captcha key, the
 * locale) after rendering, or a server on another version, so costs a redraw, never a mismatch.
 */

import { blockLogger } from './log.ts'

/** The attribute of the element a server rendered into a block; its value is the rendering's key. */
export const RENDERED_ATTRIBUTE = 'data-atoll-rendered'

/**
 * The key of a rendering: the version, and a hash of the inputs as JSON.
 * Hand-written FNV-1a: a 32-bit hash of a short string, where a library would cost more than it.
 * @example renderedKey({ definition, prefix: 'contact', captcha: false, locale: 'en-US' }) // '0.1.0-5d0c3a1f'
 */
export function renderedKey(inputs: unknown): string {
  const text = JSON.stringify(inputs)
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return `${__ATOLL_VERSION__}-${(hash >>> 0).toString(36)}`
}

/** The renderings a warning was given for: one warning a rendering, however often an island asks. */
const warned = new WeakSet<Element>()

/**
 * The element the server rendered into `block`, when it was rendered from these inputs; else null.
 * Given the island's `kind`, a rendering of other inputs is a template's mistake (the settings, the
 * page context or the version changed after rendering: the server's work is thrown away), said in
 * one console warning; an island whose rendering may rightly differ (the cart, which the visitor
 * changes) gives none.
 */
export function serverRendered(block: HTMLElement, inputs: unknown, kind?: string): HTMLElement | null {
  const rendered = block.querySelector<HTMLElement>(`:scope > [${RENDERED_ATTRIBUTE}]`)
  if (!rendered) return null
  const theirs = rendered.getAttribute(RENDERED_ATTRIBUTE)
  const ours = renderedKey(inputs)
  if (theirs === ours) return rendered
  if (kind && !warned.has(rendered)) {
    warned.add(rendered)
    blockLogger(kind, block.closest<HTMLElement>('[data-block]') ?? block).warn(
      `the server's rendering (key ${theirs}) is not of this block's settings, page context and version (key ${ours}): drawn afresh, keeping what the visitor typed`,
    )
  }
  return null
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const FIELDS = 'input[name],textarea[name],select[name]'

/**
 * Puts what the visitor typed or chose in the server's rendering `from` (a mismatched one, still
 * readable once out of the page) into the same fields of the island's fresh draw `to`: a field of
 * the same name (and, for a checkbox or radio, the same value; else the same place among the fields
 * of that name). Only what the visitor changed is carried, so the draw's own defaults stand
 * elsewhere; each changed field then hears `input` and `change`, as if typed, so the island's state
 * follows it.
 */
export function keepTyped(from: ParentNode, to: ParentNode): void {
  const drawn = [...to.querySelectorAll<Field>(FIELDS)]
  const seen = new Map<string, number>()
  for (const field of from.querySelectorAll<Field>(FIELDS)) {
    const { name, type } = field
    const place = seen.get(name) ?? 0
    seen.set(name, place + 1)
    const twins = drawn.filter((twin) => twin.name === name && twin.type === type)
    let twin: Field | undefined
    if (field instanceof HTMLInputElement && (type === 'checkbox' || type === 'radio')) {
      // A radio the visitor left by choosing another is unchecked by the draw's twin of that one.
      if (field.checked === field.defaultChecked || (type === 'radio' && !field.checked)) continue
      twin = twins.find((twin) => twin.value === field.value)
      if (twin) (twin as HTMLInputElement).checked = field.checked
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].every((option) => option.selected === option.defaultSelected)) continue
      twin = twins[place]
      const chosen = new Set([...field.selectedOptions].map((option) => option.value))
      if (twin) for (const option of (twin as HTMLSelectElement).options) option.selected = chosen.has(option.value)
    } else {
      if (type === 'file' || type === 'hidden' || field.value === (field as HTMLInputElement).defaultValue) continue
      twin = twins[place]
      if (twin) twin.value = field.value
    }
    for (const event of ['input', 'change']) twin?.dispatchEvent(new Event(event, { bubbles: true }))
  }
}
