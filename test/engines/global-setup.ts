import { spawn } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import demoServer from '../e2e/global-setup.ts'
import type { Engine } from './engines.ts'
import { assertInstalled, engineVersion, XVFB_PATH } from './engines.ts'
import { startProviderProxy } from './provider-proxy.ts'

/**
 * A journeys project's set-up: names the engine and its version as the run starts, starts the demo
 * server the project's files share (as the browser tests do), the proxy that fakes the third parties,
 * and for WebKit an Xvfb display.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.getProvidedContext().engine as Engine
  assertInstalled(engine)
  console.info(`journeys in ${engineVersion(engine)}`)
  const stopDemo = await demoServer(project)
  const proxy = await startProviderProxy()
  project.provide('proxyPort', proxy.port)
  const stopServer = async () => {
    await proxy.close()
    await stopDemo()
  }
  if (engine !== 'webkit') return stopServer

  // -displayfd: the server picks a free display and writes its number when it is ready for clients.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(`:${text.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it opened a display`)))
  })
  project.provide('display', display)
  return async () => {
    xvfb.kill()
    await stopServer()
  }
}
