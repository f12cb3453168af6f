/** The multilingual settings client (spec: /api/multilingual/settings, status, languages, connection). */
import { del, get, put } from '../data/index.ts'

export const MULTILINGUAL_ROOT = '/api/multilingual/'

/** GET /api/multilingual/settings: the site's multilingual settings. */
export const getMultilingualSettings = <T = Record<string, unknown>>(): Promise<T | null> =>
  get<T>(`${MULTILINGUAL_ROOT}settings`)

/** GET /api/multilingual/status (the answer's shape is not shown in the spec). */
export const getMultilingualStatus = <T = unknown>(): Promise<T | null> => get<T>(`${MULTILINGUAL_ROOT}status`)

/** PUT /api/multilingual/languages with `{ languages }`. */
export const putMultilingualLanguages = (languages: readonly unknown[]): Promise<unknown> =>
  put(`${MULTILINGUAL_ROOT}languages`, { json: { languages } })

/** DELETE /api/multilingual/connection: disconnects the translation provider. */
export const deleteMultilingualConnection = (): Promise<unknown> => del(`${MULTILINGUAL_ROOT}connection`)
