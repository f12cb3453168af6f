/**
 * Serves the built bundle at `/atoll/` as a CDN would, so that what the browser tests and the bench
 * measure is what a visitor gets: brotli or gzip by `Accept-Encoding`, hashed chunks cached for a year
 * (their name changes with their content), the entry `atoll.js` for five minutes with an ETag to
 * revalidate. Each file is compressed once, at the highest levels (as a CDN precompresses static
 * files), and kept in memory until the file changes on disk (a rebuild while the server runs).
 * Hand-written: Hono's `compress` has no brotli and compresses on every response.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import type { AppEnv } from './types.ts'

/** A content-hashed file: the build names every chunk and asset `[name]-[hash:8]` (base36). */
export const HASHED_FILE = /-[a-z0-9]{8,}\.[a-z0-9]+$/i

/** Hashed files never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The entry keeps its name from one release to the next: short-lived, then revalidated. */
export const SHORT_LIVED = 'public, max-age=300'

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 256

/** A path segment of a bundle file: no dot files (`.vite/`), no `..`, no separators. */
const SEGMENT = /^[\w-][\w.-]*$/

export type Encoding = 'br' | 'gzip' | 'identity'

interface Entry {
  mtimeMs: number
  type: string
  etag: string
  identity: Buffer
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding with
 * `q=0` is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    q.set(name, weight === undefined ? 1 : Number(weight))
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

/** Files of one folder, read, hashed and compressed once each. */
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

  /** The file's cached entry, read again when it changed on disk; undefined when it is missing. */
  async entry(path: string): Promise<Entry | undefined> {
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) {
      this.entries.delete(path)
      return undefined
    }
    const cached = await this.entries.get(path)
    if (cached && cached.mtimeMs === info.mtimeMs) return cached
    const loading = readFile(path).then(
      (identity): Entry => ({
        mtimeMs: info.mtimeMs,
        type: getMimeType(path) ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}"`,
        identity,
        compressed: {},
      }),
      () => undefined,
    )
    this.entries.set(path, loading)
    return loading
  }

  /** The body for an encoding, compressed on first use; `identity` when compressing is not worth it. */
  async body(entry: Entry, encoding: Encoding): Promise<{ encoding: Encoding; body: Buffer }> {
    if (encoding === 'identity' || !COMPRESSIBLE.test(entry.type) || entry.identity.length < MIN_COMPRESS_BYTES) {
      return { encoding: 'identity', body: entry.identity }
    }
    entry.compressed[encoding] ??=
      encoding === 'br'
        ? brotli(entry.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
            },
          })
        : gzipAsync(entry.identity, { level: constants.Z_BEST_COMPRESSION })
    return { encoding, body: await entry.compressed[encoding] }
  }

  /**
   * Reads and compresses (brotli and gzip) every file of the folder ahead of the first request, so a
   * first visitor does not wait for the compressor. Resolves once done; a missing folder is no error.
   */
  async precompress(): Promise<void> {
    const names = await readdir(this.root, { recursive: true }).catch(() => [] as string[])
    await Promise.all(
      names.map(async (name) => {
        const path = this.pathOf(name.split(sep).join('/'))
        const entry = path && (await this.entry(path))
        if (entry) await Promise.all([this.body(entry, 'br'), this.body(entry, 'gzip')])
      }),
    )
  }
}

/**
 * The `/atoll/*` handler for a bundle folder: compressed bodies, cache headers, `304` for a matching
 * `If-None-Match`. Whatever is not a file of the bundle falls through (to the 404 page).
 */
export function bundleHandler(files: BundleFiles, prefix = '/atoll/'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.startsWith(prefix) ? files.pathOf(c.req.path.slice(prefix.length)) : undefined
    const entry = path && (await files.entry(path))
    if (!path || !entry) return next()
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': HASHED_FILE.test(path) ? IMMUTABLE : SHORT_LIVED,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    }
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)
    ) {
      return c.body(null, 304, headers)
    }
    const { encoding, body } = await files.body(entry, negotiateEncoding(c.req.header('accept-encoding')))
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(new Uint8Array(body), 200, headers)
  }
}
