import { parseArgs } from 'node:util'
import { startDemoServer } from './server.ts'
import type { DemoServerOptions } from './server.ts'

const USAGE =
  'Usage: tsx demo-site/server/index.ts [--port N] [--host H] [--data DIR] [--dist DIR] [--bundle-url URL] [--api-origin ORIGIN] [--cors ORIGIN]...'

function readOptions(): DemoServerOptions {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      // The bundle to serve at /atoll/: dist (the default), dist-react or dist-eager.
      dist: { type: 'string' },
      // The pages load the entry from this URL (a CDN's) instead of /atoll/atoll.js.
      'bundle-url': { type: 'string' },
      // The pages call the API on this origin (another demo server started with --cors for them).
      'api-origin': { type: 'string' },
      // The origins of pages that may call this server's /api/ with cookies; repeated for more.
      cors: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const options: DemoServerOptions = {}
  if (values.port !== undefined) {
    const port = Number(values.port)
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new TypeError(`--port must be a port number from 0 to 65535, got '${values.port}'`)
    }
    options.port = port
  }
  if (values.host !== undefined) options.host = values.host
  if (values.data !== undefined) options.dataDir = values.data
  if (values.dist !== undefined) options.distDir = values.dist
  if (values['bundle-url'] !== undefined) options.bundleUrl = urlOption('--bundle-url', values['bundle-url'])
  if (values['api-origin'] !== undefined) options.apiOrigin = originOption('--api-origin', values['api-origin'])
  if (values.cors !== undefined) options.corsOrigins = values.cors.map((origin) => originOption('--cors', origin))
  return options
}

/** An http(s) origin as the browser writes it in `Origin` (no path, no trailing slash), or a TypeError. */
function originOption(name: string, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`)
    throw new TypeError(`${name} must be an http(s) origin like http://127.0.0.1:4174, got '${value}'`)
  return url.origin
}

/** An http(s) URL, or a TypeError. */
function urlOption(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new TypeError(
      `${name} must be an http(s) URL like http://127.0.0.1:4174/atoll/0.1.0/atoll.js, got '${value}'`,
    )
  return new URL(value).href
}

async function main(): Promise<void> {
  const server = await startDemoServer(readOptions())
  console.log(`Atoll demo: ${server.url}/`)

  let stopping = false
  const stop = () => {
    // A terminal's Ctrl+C reaches both this process and its launcher, which forwards it again.
    if (stopping) return
    stopping = true
    setTimeout(() => process.exit(1), 3000).unref()
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`Atoll demo could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
