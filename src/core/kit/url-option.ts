/**
 * The URL setting (`url()`), apart from the other readers in options.ts: the URL checks it brings
 * are downloaded only by the islands that have a URL among their settings.
 */
import type { Reader } from './options.ts'
import { safeUrl } from '../security/url.ts'

export interface UrlRule {
  /** Only the page's own origin, and `allow`'s. @default false */
  sameOrigin?: boolean
  /** Origins allowed besides the page's own (with `sameOrigin`). @default [] */
  allow?: readonly string[]
  /** The page's address, which a relative URL resolves against (a server's render). @default location.href */
  base?: string | undefined
}

/**
 * An absolute http(s) URL (a relative one is resolved against the page), or undefined when absent.
 * A `javascript:` URL, another protocol or an origin the rule refuses is a TypeError, never a link.
 */
export function url(rule: UrlRule = {}): Reader<string | undefined> {
  return (value, name) => {
    if (value === undefined || value === null || value === '') return undefined
    const href = safeUrl(value, rule)
    if (!href) throw new TypeError(`${name} must be an http(s) URL${rule.sameOrigin ? ' of this site' : ''}`)
    return href
  }
}
