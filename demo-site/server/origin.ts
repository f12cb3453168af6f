/**
 * Who may talk to the demo server, and where it may send a browser: its own host names only (DNS
 * rebinding), same-origin requests only for what changes its records (cross-site forgery), and
 * redirects and frames on its own origin only (open redirects).
 */
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './types.ts'

/** The names a browser on this machine reaches the server by, whatever `--host` says. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const

/** Hosts that mean "every interface": a visitor then arrives by the machine's address, so any IP literal is the server's. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '[::]'])

/** `::1` -> `[::1]`, `LocalHost` -> `localhost`: the form `URL.hostname` gives. */
export function hostName(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host.toLowerCase()
}

interface NodeBindings {
  incoming?: { socket?: { localPort?: number } }
}

/**
 * Refuses (421 Misdirected Request) a request whose Host header is not one of `hosts` on the port
 * the request arrived at. A page on another name that resolves to 127.0.0.1 (DNS rebinding) would
 * otherwise be same-origin with the server and read the inbox.
 */
export function hostCheck(hosts: readonly string[]): MiddlewareHandler {
  const names = new Set([...LOOPBACK_HOSTS, ...hosts.map(hostName)])
  const anyAddress = hosts.some((host) => WILDCARD_HOSTS.has(hostName(host)))
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    if (!isOwnHost(host, names, anyAddress, (c.env as NodeBindings | undefined)?.incoming?.socket?.localPort)) {
      return c.text(`Misdirected request: this demo server does not answer for the host '${host}'.`, 421)
    }
    return next()
  }
}

function isOwnHost(host: string, names: ReadonlySet<string>, anyAddress: boolean, port: number | undefined): boolean {
  let url: URL
  try {
    url = new URL(`http://${host}`)
  } catch {
    return false
  }
  // The whole header must be a host and a port: no user, path or query smuggled in.
  if (url.host !== host.toLowerCase() || url.username !== '' || url.pathname !== '/') return false
  // A request made in-process (app.request) has no socket, hence no port to compare.
  if (port !== undefined && Number(url.port || 80) !== port) return false
  if (names.has(url.hostname)) return true
  // An IP literal cannot be rebound to another address; a name can.
  return anyAddress && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0
}

/** The origin the request was made to (its Host header, checked by {@link hostCheck}). */
export function ownOrigin(c: Context): string {
  return new URL(c.req.url).origin
}

export { sameOriginPath } from './same-origin-path.ts'

/**
 * Lets a request through only when the browser says it comes from this origin: `Sec-Fetch-Site:
 * same-origin` or an `Origin` header equal to the server's; or from the origin of a page of the site
 * that `/api/` answers with CORS (`--cors`). Anything else, including a request that says neither, is
 * refused with 403. Unlike Hono's csrf middleware, which checks form-like bodies
 * only, this checks every request it guards: the routes it guards read no body.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.req.header('sec-fetch-site')
  const origin = c.req.header('origin')
  // A page of the site on another origin, which the API lets call it (apiCors, api-origin.ts).
  const fromSite = origin !== undefined && origin === c.get('corsOrigin')
  const fromHere =
    fromSite ||
    (site === undefined
      ? origin === ownOrigin(c)
      : site === 'same-origin' && (origin === undefined || origin === ownOrigin(c)))
  if (!fromHere) return c.text('Forbidden: this action is taken only from a page of this site.', 403)
  return next()
}

/**
 * The client's address, from the socket: the demo server is reached directly, so a forwarded-for
 * header would be the client's own claim and is ignored. `'local'` for a request made in-process.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}
