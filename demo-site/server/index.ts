import { parseArgs } from 'node:util'
import { startDemoServer } from './server.ts'
import type { DemoServerOptions } from './server.ts'

const USAGE = 'Usage: tsx demo-site/server/index.ts [--port N] [--host H] [--data DIR] [--dist DIR]'

function readOptions(): DemoServerOptions {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      // The bundle to serve at /atoll/: dist (the default), dist-react or dist-eager.
      dist: { type: 'string' },
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
  return options
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
