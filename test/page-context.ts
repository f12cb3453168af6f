import { readPageContext } from '../src/bootstrap/context.ts'
import type { AtollApi, PageContext } from '../src/contract.ts'

/**
 * Writes `#atoll-context` as a template does and hands the core what the loader reads of it, as the
 * entry does: on `window.Atoll.page` (src/core/page.ts). `context` is the script's text, or an
 * object written as JSON; `undefined` removes the script and the loader's hand-off alike.
 * @returns the page context the loader read.
 */
export function setPageContext(context?: string | Record<string, unknown>): Readonly<PageContext> | undefined {
  document.getElementById('atoll-context')?.remove()
  if (context === undefined) {
    delete window.Atoll
    return undefined
  }
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'atoll-context'
  script.textContent = typeof context === 'string' ? context : JSON.stringify(context)
  document.head.append(script)
  const page = readPageContext()
  window.Atoll = { page } as AtollApi as NonNullable<typeof window.Atoll>
  return page
}
