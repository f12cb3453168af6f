/**
 * The event endpoints of the tracking core: the product events client (spec: POST
 * {events host}/api/v1/events, 200 or 202 is success), the site's event log (POST
 * /api/events/RecordEvent), error reports (POST /api/events/RecordJavascriptErrors, with the
 * X-CSRF-Token header) and traces (POST /api/events/Trace), and the session-recording id
 * (GET /api/commerce/fullstory/getId), which here is always 'automated-mock-id': the demo never
 * records a session. The recorder has already stored each request.
 */
import type { Database } from '../db.ts'
import type { DemoApp } from '../types.ts'

export const RECORDING_ID = 'automated-mock-id' // spec: the value automated-mock-id means skip recording

/** Parses a body that must be JSON (beacons send it as text/plain), or undefined. */
function json(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

export function register(app: DemoApp, _db: Database): void {
  // A product event is JSON with its common data; anything else is refused, so the client's
  // 'Error tracking event: HTTP Status 400' can be seen.
  app.post('/api/v1/events', (c) => {
    const event = json(c.get('received').body) as { commonData?: unknown } | undefined
    if (!event || typeof event.commonData !== 'object' || event.commonData === null)
      return c.json({ error: 'Not an event' }, 400)
    return c.json({}, 202)
  })
  app.post('/api/events/RecordEvent', (c) => c.json({}))
  app.post('/api/events/RecordJavascriptErrors', (c) => {
    if (!Array.isArray(json(c.get('received').body))) return c.json({ error: 'Expected a JSON array' }, 400)
    return c.json({})
  })
  app.post('/api/events/Trace', (c) => {
    if (!Array.isArray(json(c.get('received').body))) return c.json({ error: 'Expected a JSON array' }, 400)
    return c.json({})
  })
  app.get('/api/commerce/fullstory/getId', (c) => c.text(RECORDING_ID))
}
