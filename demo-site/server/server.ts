import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { BundleFiles } from './bundle.ts'
import type { Database } from './db.ts'
import { openDatabase } from './db.ts'
import type { DemoApp } from './types.ts'

/** The repository root: defaults are found from here, so the server starts from any working folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The file name of the database inside the data folder. */
export const DATABASE_FILE = 'atoll-demo.sqlite'

export interface DemoServerOptions {
  /** 0 takes any free port. @default ATOLL_PORT, else 4173 */
  port?: number
  /** Also the one host name, besides the loopback ones, the server answers for. @default ATOLL_HOST, else '127.0.0.1' */
  host?: string
  /** Holds the SQLite database; created when missing. @default ATOLL_DATA_DIR, else demo-site/data */
  dataDir?: string
  /** The bundle served at `/atoll/`: `dist`, `dist-react` or `dist-eager`. @default dist */
  distDir?: string
  /** The built `atoll/server` the pages render islands with. @default the bundle's flavour's (app.ts) */
  serverDir?: string
  /** @default demo-site/pages */
  pagesDir?: string
  /** @default demo-site/public */
  publicDir?: string
  /** Pages load the entry from this URL (a CDN's, docs/deploy.md) instead of this server's `/atoll/atoll.js`. */
  bundleUrl?: string
  /**
   * The origin of the platform's API, when it is another server: every page's context gets it as
   * `website.apiOrigin` (CONTRACT.md section 11). @default none, the pages call this server
   */
  apiOrigin?: string
  /** The origins of pages that may call this server's `/api/` with the visitor's cookies (CORS). @default [] */
  corsOrigins?: readonly string[]
}

export interface DemoServer {
  /** The origin, without a trailing slash: `http://127.0.0.1:4173`. */
  url: string
  port: number
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>
  db: Database
  /**
   * Settles once every bundle file and the compressed files the build wrote beside it are read
   * (started with the server; requests never wait for all).
   */
  precompressed: Promise<void>
}

/**
 * Starts the demo site.
 * @example
 * const server = await startDemoServer({ port: 0, dataDir: tmp })
 * await fetch(`${server.url}/inbox.json`)
 * await server.close()
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const host = options.host ?? (process.env.ATOLL_HOST || '127.0.0.1')
  const port = options.port ?? portFromEnv()
  const dataDir = resolve(options.dataDir ?? process.env.ATOLL_DATA_DIR ?? resolve(REPO_ROOT, 'demo-site/data'))
  const db = openDatabase(resolve(dataDir, DATABASE_FILE))
  const distDir = resolve(options.distDir ?? resolve(REPO_ROOT, 'dist'))
  const bundle = new BundleFiles(distDir)
  const app = createApp({
    db,
    distDir,
    serverDir: options.serverDir,
    bundle,
    pagesDir: resolve(options.pagesDir ?? resolve(REPO_ROOT, 'demo-site/pages')),
    publicDir: resolve(options.publicDir ?? resolve(REPO_ROOT, 'demo-site/public')),
    hosts: [host],
    bundleUrl: options.bundleUrl,
    apiOrigin: options.apiOrigin,
    corsOrigins: options.corsOrigins,
  })
  let listening: Listening
  try {
    listening = await listen(app, port, host)
  } catch (error) {
    db.close()
    throw error
  }
  let closing: Promise<void> | undefined
  const precompressed = bundle
    .preload()
    .catch((error: unknown) => console.error('[atoll:demo] reading the bundle failed:', error))
  return {
    precompressed,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}`,
    port: listening.port,
    db,
    close: () =>
      (closing ??= listening.close().finally(() => {
        db.close()
      })),
  }
}

export interface Listening {
  port: number
  close(): Promise<void>
}

/** Serves a Hono app over HTTP; resolves once the port is bound, rejects when it cannot be. */
export function listen(app: DemoApp, port: number, host: string): Promise<Listening> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      const address = server.address()
      const boundPort = typeof address === 'object' && address !== null ? address.port : port
      resolvePromise({
        port: boundPort,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()))
            // Keep-alive connections from a browser would otherwise hold close() open.
            server.closeAllConnections()
          }),
      })
    })
  })
}

function portFromEnv(): number {
  const value = process.env.ATOLL_PORT
  if (value === undefined || value === '') return 4173
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`ATOLL_PORT must be a port number from 0 to 65535, got '${value}'`)
  }
  return port
}
