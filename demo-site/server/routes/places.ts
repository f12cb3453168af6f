import type { Context } from 'hono'
import { RateCounter } from '../bounded.ts'
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
 */

/** Lookups one client address may make a minute, suggestions and details together; the next answers 429. */
export const PLACES_LIMIT = 120
/** The longest input the lookup takes. */
export const PLACES_MAX_INPUT = 100
/** Suggestions in one answer at most. */
export const PLACES_MAX_PREDICTIONS = 5
export const TOO_MANY_LOOKUPS = 'Too many address lookups: wait a minute, then try again.'

interface DemoPlace {
  placeId: string
  lat: number
  lng: number
  address: { line1: string; city: string; state: string; zip: string; country: string }
}

/** The demo's addresses: the bakery's street and a few near it, and one of each other country the demo ships to. */
export const DEMO_PLACES: readonly DemoPlace[] = [
  place('place-1', 60.3975, 5.3231, '14 Harbour Street', 'Bergen', 'Vestland', '5003', 'Norway'),
  place('place-2', 60.3941, 5.3189, '2 Quay Road', 'Bergen', 'Vestland', '5014', 'Norway'),
  place('place-3', 60.6283, 6.4149, '9 Mill Lane', 'Voss', 'Vestland', '5700', 'Norway'),
  place('place-4', 43.6566, -70.2504, '140 Harbor Street', 'Portland', 'ME', '04101', 'United States'),
  place('place-5', 51.5079, -0.0877, '3 Baker Street', 'London', 'Greater London', 'NW1 6XE', 'United Kingdom'),
  place('place-6', 48.8529, 2.3499, '22 Rue du Four', 'Paris', 'Île-de-France', '75006', 'France'),
]

function place(
  placeId: string,
  lat: number,
  lng: number,
  line1: string,
  city: string,
  state: string,
  zip: string,
  country: string,
): DemoPlace {
  return { placeId, lat, lng, address: { line1, city, state, zip, country } }
}

/** A place's one line, as a suggestion shows it. */
export const describePlace = ({ address: a }: DemoPlace): string =>
  `${a.line1}, ${a.city}, ${a.state} ${a.zip}, ${a.country}`

/** Why a tracking context is refused, or undefined when it is a JSON object. */
function contextProblem(value: string | undefined): string | undefined {
  try {
    const context: unknown = JSON.parse(value ?? '')
    if (context && typeof context === 'object' && !Array.isArray(context)) return undefined
  } catch {}
  return 'trackingContext must be a JSON object.'
}

export function register(app: DemoApp, _db: Database): void {
  const lookups = new RateCounter(RATE_WINDOW_MS)
  const allowed = (c: Context<AppEnv>) => lookups.allow({ [`address:${clientAddress(c)}`]: PLACES_LIMIT })

  app.get('/api/google-maps/places/autocomplete', (c) => {
    c.header('Cache-Control', 'no-store')
    if (!allowed(c)) return c.json({ error: TOO_MANY_LOOKUPS }, 429)
    const input = c.req.query('input')?.trim() ?? ''
    if (!input || input.length > PLACES_MAX_INPUT)
      return c.json({ error: `input must be 1 to ${PLACES_MAX_INPUT} characters.` }, 400)
    const problem = contextProblem(c.req.query('trackingContext'))
    if (problem) return c.json({ error: problem }, 400)
    const wanted = input.toLowerCase()
    return c.json({
      predictions: DEMO_PLACES.filter((place) => describePlace(place).toLowerCase().includes(wanted))
        .slice(0, PLACES_MAX_PREDICTIONS)
        .map((place) => ({ placeId: place.placeId, description: describePlace(place) })),
    })
  })

  app.get('/api/google-maps/places/details', (c) => {
    c.header('Cache-Control', 'no-store')
    if (!allowed(c)) return c.json({ error: TOO_MANY_LOOKUPS }, 429)
    const problem = contextProblem(c.req.query('trackingContext'))
    if (problem) return c.json({ error: problem }, 400)
    const found = DEMO_PLACES.find((place) => place.placeId === c.req.query('placeId'))
    if (!found) return c.json({ error: 'placeId names no place of the demo.' }, 404)
    return c.json({ result: found })
  })
}
