/**
 * The census endpoints the tracking core posts to (spec: POST /api/census/RecordHit, button-click,
 * button-render, form-render, overlay and RecordQuickView/{id}) and the track image request
 * (GET /api/track/Track). The recorder has already stored each request; these answer as a site's
 * server would: an empty JSON object, and a transparent 1x1 GIF for the image.
 */
import type { Database } from '../db.ts'
import type { DemoApp } from '../types.ts'

export const CENSUS_CALLS = ['RecordHit', 'button-click', 'button-render', 'form-render', 'overlay'] as const

/** A transparent 1x1 GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

export function register(app: DemoApp, _db: Database): void {
  for (const call of CENSUS_CALLS) app.post(`/api/census/${call}`, (c) => c.json({}))
  app.post('/api/census/RecordQuickView/:id', (c) => c.json({}))
  app.get('/api/track/Track', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif' })
  })
}
