import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { flavourFromEnv, OUT_DIRS, SERVER_OUT_DIRS } from '../../build/flavours.ts'
import type { Flavour } from '../../build/flavours.ts'
import { REPO_ROOT, startDemoServer } from '../../demo-site/server/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server's origin, without a trailing slash. */
    baseUrl: string
    /** The build the server serves at `/atoll/`: set by a project (`e2e-react`), else ATOLL_FLAVOUR. */
    flavour: Flavour
  }
}

const BUILD_COMMAND: Readonly<Record<Flavour, string>> = {
  preact: 'npm run build',
  react: 'npm run build:react',
  eager: 'npm run build:eager',
}

/**
 * Starts one demo server for every browser test file, on a free port and with an empty database, so
 * tests never meet a developer's running server or old records. It serves the build of the project's
 * flavour (`provide: { flavour: 'react' }` in its config), else of ATOLL_FLAVOUR, else `dist/`, and
 * renders the pages' islands with the same flavour's `atoll/server`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const flavour = project.getProvidedContext().flavour ?? flavourFromEnv()
  const out = OUT_DIRS[flavour]
  // ATOLL_DIST serves a copy of a build, for a run that must not see a rebuild under way.
  const distDir = process.env.ATOLL_DIST ?? join(REPO_ROOT, out)
  if (!existsSync(join(distDir, 'atoll.js'))) {
    throw new Error(`${out}/atoll.js is missing: run \`${BUILD_COMMAND[flavour]}\` before the browser tests.`)
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'atoll-e2e-'))
  // The islands' server rendering of the same flavour, whatever folder the bundle is served from.
  const serverDir = join(REPO_ROOT, SERVER_OUT_DIRS[flavour])
  if (!existsSync(join(serverDir, 'index.js'))) {
    throw new Error(
      `${SERVER_OUT_DIRS[flavour]}/index.js is missing: run \`${BUILD_COMMAND[flavour]}\` before the browser tests.`,
    )
  }
  const server = await startDemoServer({ port: 0, dataDir, distDir, serverDir })
  project.provide('baseUrl', server.url)
  project.provide('flavour', flavour)
  return async () => {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
