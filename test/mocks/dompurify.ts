/**
 * A stand-in for DOMPurify in happy-dom, whose parser gives DOMPurify wrong trees (it then keeps
 * scripts and drops other elements). Text rules that drop what DOMPurify drops in the markup the DOM
 * tests use: scripts, frames, objects, handler attributes and `javascript:` URLs. DOMPurify itself
 * is tested in Chromium (test/e2e/form.test.ts).
 * @example const fakePurify = await vi.hoisted(() => import('../../../test/mocks/dompurify.ts')); vi.mock('dompurify', () => fakePurify)
 */
const clean = (html: string): string =>
  html
    .replace(/<(script|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/\s+on\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s+(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*')/gi, '')

/** A string in, a string out; an element (`IN_PLACE`) is cleaned where it is. */
function sanitize(dirty: string | Element): string {
  if (typeof dirty === 'string') return clean(dirty)
  dirty.innerHTML = clean(dirty.innerHTML)
  return dirty.innerHTML
}

export default { sanitize }
