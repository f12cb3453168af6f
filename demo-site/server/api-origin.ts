/**
 * The demo as a platform whose API is on another origin than its pages (CONTRACT.md section 11,
 * docs/deploy.md): one server answers `/api/` for the pages of other origins ({@link apiCors}), and
 * another serves pages that send their server calls there ({@link pointToApi}).
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { jsonForScript } from './layout.ts'
import { allowSource, rewritePages } from './page-rewrite.ts'
import type { AppEnv } from './types.ts'

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_SECONDS = 600

/**
 * CORS on `/api/` for the pages of `origins`, with the visitor's cookies (credentials): what a
 * platform's API needs when its sites' pages are on other origins. The crumb and the anti-forgery
 * headers a page sends are allowed as the preflight names them. A request from one of these origins
 * counts as the site's own where the server takes only those (`sameOriginOnly`, origin.ts).
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins)
  return cors({
    origin: (origin, c) => {
      if (!allowed.has(origin)) return null
      c.set('corsOrigin', origin)
      return origin
    },
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: PREFLIGHT_SECONDS,
  })
}

/** The page context's script, as the layouts write it. */
const CONTEXT_SCRIPT = /(<script type="application\/json" id="atoll-context">)([\s\S]*?)(<\/script>)/

/**
 * Pages that send their server calls to `apiOrigin`: every HTML answer's context gets
 * `website.apiOrigin`, and its Content-Security-Policy lets it connect to that origin and load the
 * track image from it.
 */
export function pointToApi(apiOrigin: string): MiddlewareHandler<AppEnv> {
  return rewritePages({
    html: (html) =>
      html.replace(CONTEXT_SCRIPT, (_, open: string, json: string, close: string) => {
        const context = JSON.parse(json) as { website?: Record<string, unknown> }
        return `${open}${jsonForScript({ ...context, website: { ...context.website, apiOrigin } })}${close}`
      }),
    policy: (policy) => allowSource(policy, ['connect-src', 'img-src'], apiOrigin),
  })
}
