import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types.ts'

export interface PageRewrite {
  /** The page's new HTML. */
  html?: (html: string) => string
  /** The page's new Content-Security-Policy. */
  policy?: (policy: string) => string
}

/**
 * Changes every HTML answer the server writes (demo pages, store pages, error pages) after it is
 * written, for a setting that concerns all of them: where their API is, where their bundle is.
 * Outside the security headers, to change the policy they write.
 */
export function rewritePages({
  html = (text) => text,
  policy = (text) => text,
}: PageRewrite): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type')
    if (!type?.startsWith('text/html')) return
    const text = html(await c.res.text())
    // Hono copies the headers of the answer replaced onto its replacement, its type apart: they are
    // changed after.
    c.res = new Response(text, { status: c.res.status, headers: { 'content-type': type } })
    c.res.headers.delete('content-length')
    const written = c.res.headers.get('content-security-policy')
    if (written) c.res.headers.set('content-security-policy', policy(written))
  }
}

/** A policy with `source` added to each of `directives`. */
export function allowSource(written: string, directives: readonly string[], source: string): string {
  return written.replace(/(^|; )([a-z-]+) ([^;]*)/g, (whole, start: string, directive: string, sources: string) =>
    directives.includes(directive) ? `${start}${directive} ${sources} ${source}` : whole,
  )
}
