/**
 * HTML that the site's owner, a contributor or a server answer wrote (a form's success message and
 * post-submit HTML, a server-rendered widget), put in the page through DOMPurify: no handler
 * attribute, no `javascript:` URL, no script. DOMPurify is imported on the first call, so a page
 * that never inserts such HTML never downloads it.
 *
 * Scripts run only on a site the context marks as allowed to run its own code
 * (`website.codeInjection: true`), and then only external scripts from the page's own origin:
 * each is made anew after the content (scripts inserted as HTML never run), in their order. Inline
 * scripts never run: a site's code belongs in a file a Content-Security-Policy can allow.
 */
import { safeUrl } from './url.ts'

export interface InsertHtmlOptions {
  /** Run the HTML's same-origin `<script src>` elements (the context's `website.codeInjection`). @default false */
  scripts?: boolean
  /** Prefixes the console error for a script that is not run. @default '[atoll]' */
  label?: string
}

const purifier = () => import('dompurify').then((module) => module.default)

/**
 * `html` without anything that runs: handlers, scripts, `javascript:` and `data:` URLs in links and
 * frames, `<object>`, `<embed>` and `<iframe>`.
 * @example await sanitizeHtml('<p onclick="x()">Thanks</p><script>x()</script>') // '<p>Thanks</p>'
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await sanitizedTree(html)).innerHTML
}

/** `html` parsed where nothing runs and cleaned in place: a detached element holding what is kept. */
async function sanitizedTree(html: string): Promise<Element> {
  const purify = await purifier()
  // Parsed in a template's document, which has no window: nothing in it loads, and the browser does
  // not even weigh running a handler (DOMPurify's own parse makes Chromium report each handler to
  // the page's Content-Security-Policy). DOMPurify then cleans that tree in place.
  const inert = document.createElement('template').content.ownerDocument
  const box = inert.createElement('div')
  box.innerHTML = html
  purify.sanitize(box, { IN_PLACE: true })
  return box
}

/**
 * Replaces `container`'s content with `html`, sanitised, then, with `scripts`, adds its same-origin
 * external scripts anew so that they run.
 * @returns the script elements added (empty without `scripts`).
 */
export async function insertHtml(
  container: Element,
  html: string,
  { scripts = false, label = '[atoll]' }: InsertHtmlOptions = {},
): Promise<HTMLScriptElement[]> {
  // The cleaned nodes are copied in, never serialised and parsed again: what the sanitiser kept is
  // exactly what the page gets.
  const clean = await sanitizedTree(html)
  container.replaceChildren(...[...clean.childNodes].map((node) => document.importNode(node, true)))
  if (!scripts) return []
  // Parsed inert (DOMParser runs nothing and fetches nothing) to read the scripts the sanitiser took out.
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const added: HTMLScriptElement[] = []
  for (const old of parsed.querySelectorAll('script[src]')) {
    const src = safeUrl(old.getAttribute('src'), { sameOrigin: true })
    if (!src) {
      console.error(`${label}: A script from another origin was not run: ${old.getAttribute('src')}`)
      continue
    }
    const script = document.createElement('script')
    script.src = src
    // In their order, as a page's own scripts run.
    script.async = false
    const type = old.getAttribute('type')
    if (type === 'module') script.type = type
    container.append(script)
    added.push(script)
  }
  return added
}

/** Whether the context lets the site run its own code in HTML it inserts (`website.codeInjection: true`). */
export function codeInjection(website: object | undefined): boolean {
  return (website as { codeInjection?: unknown } | undefined)?.codeInjection === true
}
