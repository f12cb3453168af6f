import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ApiArea } from '../types.ts'

const here = dirname(fileURLToPath(import.meta.url))

/** Files of this folder that are not areas: this list, the recorder (the app installs it first), tests. */
const NOT_AREAS = new Set(['index.ts', 'recorder.ts'])

/**
 * The areas of `/api/`: every `routes/<area>.ts` exporting `register(app, db)`, found at start-up,
 * so adding an area is adding its file.
 */
export const API_AREAS: readonly ApiArea[] = await Promise.all(
  readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_AREAS.has(file))
    .sort()
    .map((file) => import(pathToFileURL(join(here, file)).href) as Promise<ApiArea>),
)
