import type { PageContext } from '../contract.ts'

export const DEFAULT_LOCALE = 'en-US' // spec: locale defaults to en-US

/**
 * Reads the page context from `<script type="application/json" id="atoll-context">`.
 * A missing script means defaults; a malformed one logs one console error and means defaults, so a
 * template bug never stops the page's blocks.
 */
export function readPageContext(doc: Document = document): PageContext {
  const script = doc.getElementById('atoll-context')
  let fields: Record<string, unknown> = {}
  if (script) {
    try {
      fields = parseObject(script.textContent, '#atoll-context')
    } catch (error) {
      console.error(`[atoll] #atoll-context ignored: ${(error as Error).message}`)
    }
  }
  // A locale the runtime has no dictionary for falls back to en-US where messages load.
  return { locale: DEFAULT_LOCALE, ...fields } as PageContext
}

/**
 * Parses JSON that must be an object (the page context, a block's `data-block-json`).
 * @throws SyntaxError for unparseable text, TypeError for JSON that is not an object.
 */
export function parseObject(text: string | null | undefined, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text?.trim() || '{}')
  if (!(value instanceof Object) || Array.isArray(value)) {
    throw new TypeError(`${what} must be a JSON object`)
  }
  return value as Record<string, unknown>
}
