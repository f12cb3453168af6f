import type { ApiArea } from '../types.ts'

/**
 * The areas of `/api/`, each a `routes/<area>.ts` exporting `register(app, db)`. To add one, write the
 * file and list it here (`import * as census from './census.ts'`, then `census` in the array). The
 * recorder is not listed: the app installs it before every area so that it sees each request first.
 */
export const API_AREAS: readonly ApiArea[] = []
