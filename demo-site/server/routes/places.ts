import type { Context } from 'hono'
import { RateCounter } from '../bounded.ts'
import { placesAutocomplete, placesDetails } from '../content/places.ts'
import type { Database } from '../db.ts'
import { clientAddress } from '../origin.ts'
import type { AppEnv, DemoApp } from '../types.ts'
import { RATE_WINDOW_MS } from './form.ts'

/**
 * The places lookup (spec: GET /api/google-maps/places/autocomplete and /details, the caller's params
 * plus a tracking context), answered from a small table of addresses instead of Google's. It checks
 * what it is given (400 with `{ error }`), answers 429 past PLACES_LIMIT calls a minute per client
 * address, and 404 for a place it does not have.
 *
 * - autocomplete `?input=&trackingContext=`: `{ predictions: [{ placeId, description }] }`, the
 *   addresses whose text holds the input (any case), at most PLACES_MAX_PREDICTIONS;
 * - details `?placeId=&trackingContext=`: `{ result: { placeId, lat, lng, address: { line1, city,
 *   state, zip, country } } }`.
 *
 * The table and the answers are content/places.ts's, which the static demo's worker also answers with.
 */

/** Lookups one client address may make a minute, suggestions and details together; the next answers 429. */
export const PLACES_LIMIT = 120
export const TOO_MANY_LOOKUPS = 'Too many address lookups: wait a minute, then try again.'

export function register(app: DemoApp, _db: Database): void {
  const lookups = new RateCounter(RATE_WINDOW_MS)
  const allowed = (c: Context<AppEnv>) => lookups.allow({ [`address:${clientAddress(c)}`]: PLACES_LIMIT })

  app.get('/api/google-maps/places/autocomplete', (c) => {
    c.header('Cache-Control', 'no-store')
    if (!allowed(c)) return c.json({ error: TOO_MANY_LOOKUPS }, 429)
    const { status, body } = placesAutocomplete(c.req.query('input'), c.req.query('trackingContext'))
    return c.json(body, status)
  })

  app.get('/api/google-maps/places/details', (c) => {
    c.header('Cache-Control', 'no-store')
    if (!allowed(c)) return c.json({ error: TOO_MANY_LOOKUPS }, 429)
    const { status, body } = placesDetails(c.req.query('placeId'), c.req.query('trackingContext'))
    return c.json(body, status)
  })
}
