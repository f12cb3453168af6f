/**
 * Serves the built bundle at `/atoll/` as a CDN would (docs/deploy.md), so that what the browser
 * tests and the bench measure is what a visitor gets: the `.br` or `.gz` file the build wrote beside
 * each file (build/precompress.ts), by `Accept-Encoding`, never compressed here; hashed chunks cached
 * for a year (their name changes with their content), the entry `atoll.js` for five minutes with an
 * ETag to revalidate, or for a year too under a versioned path (`/atoll/<version>/atoll.js`); CORS
 * open to every origin, so a page on another origin can run the bundle. Files are kept in memory
 * until they change on disk (a rebuild while the server runs).
 * Hand-written: Hono's `serveStatic` sends precompressed files too, but has no ETag and no 304, and
 * reads the disk on every request.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { allowSource, rewritePages } from './page-rewrite.ts'
import type { AppEnv } from './types.ts'

/** A content-hashed file: the build names every chunk and asset `[name]-[hash:8]` (base36). */
export const HASHED_FILE = /-[a-z0-9]{8,}\.[a-z0-9]+$/i

/** Hashed files never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The entry keeps its name from one release to the next: short-lived, then revalidated. */
export const SHORT_LIVED = 'public, max-age=300'

/** Every origin may run the bundle: a page loads it from a CDN on another origin (docs/deploy.md). */
export const ALLOW_ORIGIN = '*'

/** A path segment of a bundle file: no dot files (`.vite/`), no `..`, no separators. */
const SEGMENT = /^[\w-][\w.-]*$/

export type Encoding = 'br' | 'gzip' | 'identity'

/** The file beside each file that holds its encoding (build/precompress.ts). */
const SUFFIX: Readonly<Record<Exclude<Encoding, 'identity'>, string>> = { br: '.br', gzip: '.gz' }

interface Entry {
  /** The modification times of the file and its siblings: the entry is read again when one changes. */
  stamp: string
  type: string
  etag: string
  identity: Buffer
  /** The build's compressed siblings that are smaller than the file. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>
}

/**
 * The encodings an `Accept-Encoding` header takes, best first: brotli, gzip, then none. A coding with
 * `q=0` is refused; `*` stands for any coding not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    q.set(name, weight === undefined ? 1 : Number(weight))
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  return [...(['br', 'gzip'] as const).filter(accepts), 'identity']
}

/** The best encoding an `Accept-Encoding` header takes: brotli, else gzip, else none. */
export const negotiateEncoding = (header: string | undefined): Encoding => acceptedEncodings(header)[0] ?? 'identity'

/** Files of one folder and their compressed siblings, read and hashed once each. */
export class BundleFiles {
  readonly root: string
  private readonly entries = new Map<string, Promise<Entry | undefined>>()

  constructor(root: string) {
    this.root = resolve(root)
  }

  /** The absolute path for a request path under the bundle, or undefined when it names no bundle file. */
  pathOf(relative: string): string | undefined {
    let decoded: string
    try {
      decoded = decodeURIComponent(relative)
    } catch {
      return undefined
    }
    const segments = decoded.split('/')
    if (!segments.every((segment) => SEGMENT.test(segment))) return undefined
    const path = resolve(this.root, ...segments)
    return path.startsWith(this.root + sep) ? path : undefined
  }

  /** The file's cached entry, read again when it or a sibling changed on disk; undefined when it is missing. */
  async entry(path: string): Promise<Entry | undefined> {
    const infos = await Promise.all(
      [path, `${path}${SUFFIX.br}`, `${path}${SUFFIX.gzip}`].map((file) => stat(file).catch(() => undefined)),
    )
    const [info] = infos
    if (!info?.isFile()) {
      this.entries.delete(path)
      return undefined
    }
    const stamp = infos.map((sibling) => (sibling?.isFile() ? sibling.mtimeMs : '')).join()
    const cached = await this.entries.get(path)
    if (cached && cached.stamp === stamp) return cached
    const loading = (async (): Promise<Entry | undefined> => {
      const identity = await readFile(path)
      const encoded: Entry['encoded'] = {}
      for (const [index, encoding] of (['br', 'gzip'] as const).entries()) {
        // A sibling older than its file is from an earlier build: the file is sent as it is instead.
        const sibling = infos[index + 1]
        if (!sibling?.isFile() || sibling.mtimeMs < info.mtimeMs) continue
        const body = await readFile(`${path}${SUFFIX[encoding]}`).catch(() => undefined)
        if (body && body.length < identity.length) encoded[encoding] = body
      }
      return {
        stamp,
        type: getMimeType(path) ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}"`,
        identity,
        encoded,
      }
    })().catch(() => undefined)
    this.entries.set(path, loading)
    return loading
  }

  /** The body to send for an `Accept-Encoding` header: the best accepted sibling, else the file. */
  body(entry: Entry, acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer } {
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const body = encoding === 'identity' ? entry.identity : entry.encoded[encoding]
      if (body) return { encoding, body }
    }
    return { encoding: 'identity', body: entry.identity }
  }

  /**
   * Reads every file of the folder and its siblings ahead of the first request, so a first visitor
   * does not wait for the disk. Resolves once done; a missing folder is no error.
   */
  async preload(): Promise<void> {
    const names = await readdir(this.root, { recursive: true }).catch(() => [] as string[])
    await Promise.all(
      names
        .filter((name) => !/\.(br|gz)$/.test(name))
        .map((name) => {
          const path = this.pathOf(name.split(sep).join('/'))
          return path && this.entry(path)
        }),
    )
  }
}

export interface BundleHandlerOptions {
  /** The request path the bundle is served under. @default '/atoll/' */
  prefix?: string
  /**
   * A release's own folder (`/atoll/<version>/`): the entry's path changes with each release, so it
   * is cached for a year like the hashed chunks. @default false
   */
  versioned?: boolean
}

/**
 * The handler for a bundle folder: the build's compressed files, cache headers, CORS for every
 * origin, `304` for a matching `If-None-Match`. Whatever is not a file of the bundle falls through
 * (to the 404 page), the build's `.vite/` folder (its manifest) and the compressed siblings included.
 */
export function bundleHandler(
  files: BundleFiles,
  { prefix = '/atoll/', versioned = false }: BundleHandlerOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.startsWith(prefix) ? files.pathOf(c.req.path.slice(prefix.length)) : undefined
    const entry = path && !/\.(br|gz)$/.test(path) && (await files.entry(path))
    if (!path || !entry) return next()
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': versioned || HASHED_FILE.test(path) ? IMMUTABLE : SHORT_LIVED,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
      'Access-Control-Allow-Origin': ALLOW_ORIGIN,
    }
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)
    ) {
      return c.body(null, 304, headers)
    }
    const { encoding, body } = files.body(entry, c.req.header('accept-encoding'))
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(new Uint8Array(body), 200, headers)
  }
}

/** The entry's script element, as the layouts write it. */
const ENTRY_SCRIPT = '<script type="module" src="/atoll/atoll.js">'

/**
 * Pages that load the entry from `entry` (a CDN's `https://cdn.example/atoll/1.2.0/atoll.js`) instead
 * of this server's `/atoll/atoll.js`, with that origin in their policy's `script-src`
 * (docs/deploy.md).
 */
export function loadBundleFrom(entry: string): MiddlewareHandler<AppEnv> {
  const script = `<script type="module" src="${new URL(entry).href}">`
  return rewritePages({
    html: (html) => html.replace(ENTRY_SCRIPT, () => script),
    policy: (policy) => allowSource(policy, ['script-src'], new URL(entry).origin),
  })
}
