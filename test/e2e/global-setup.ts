import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { REPO_ROOT, startDemoServer } from '../../demo-site/server/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server's origin, without a trailing slash. */
    baseUrl: string
  }
}

/**
 * Starts one demo server for every browser test file, on a free port and with an empty database, so
 * tests never meet a developer's running server or old records.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = join(REPO_ROOT, 'dist')
  if (!existsSync(join(distDir, 'atoll.js'))) {
    throw new Error('dist/atoll.js is missing: run `npm run build` before the browser tests.')
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'atoll-e2e-'))
  const server = await startDemoServer({ port: 0, dataDir, distDir })
  project.provide('baseUrl', server.url)
  return async () => {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
