/**
 * Console messages about a block, named the same way everywhere: `[atoll:<kind>] #id: message`
 * (`<tag>` when the block has no id), as the loader names a block that failed. A page feature, which
 * has no block, is named by its kind alone: `[atoll:<kind>] message`.
 */

/** How a block is named in a message: `#id`, or `<tag>` without an id. */
export function blockName(element: Element): string {
  return element.id ? `#${element.id}` : `<${element.localName}>`
}

export interface BlockLogger {
  /** One console error: `[atoll:<kind>] #id: message`, then any details (an error, a value). */
  error(message: string, ...details: unknown[]): void
  /** One console warning, named the same way. */
  warn(message: string, ...details: unknown[]): void
}

/**
 * A logger for the block `element` of `kind`, or for the page feature `kind` without an element.
 * @example blockLogger('map', element).error('the script did not load', error)
 */
export function blockLogger(kind: string, element?: Element): BlockLogger {
  const prefix = () => (element ? `[atoll:${kind}] ${blockName(element)}:` : `[atoll:${kind}]`)
  return {
    error: (message, ...details) => console.error(`${prefix()} ${message}`, ...details),
    warn: (message, ...details) => console.warn(`${prefix()} ${message}`, ...details),
  }
}
