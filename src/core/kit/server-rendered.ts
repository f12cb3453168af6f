/**
 * What an island needs to hydrate a server's rendering (`atoll/server`) safely: the server marks the
 * element it rendered into with a key of what it rendered from (this version, and the inputs that
 * shape the markup); the island hydrates it only when its own key is the same, and otherwise draws
 * afresh. A template that changed the block's settings or the page context (a captcha key, the
 * locale) after rendering, or a server on another version, so costs a redraw, never a mismatch.
 */

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

/** The element the server rendered into `block`, when it was rendered from these inputs; else null. */
export function serverRendered(block: HTMLElement, inputs: unknown): HTMLElement | null {
  const rendered = block.querySelector<HTMLElement>(`:scope > [${RENDERED_ATTRIBUTE}]`)
  return rendered?.getAttribute(RENDERED_ATTRIBUTE) === renderedKey(inputs) ? rendered : null
}
