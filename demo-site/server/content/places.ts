/**
 * The demo's places lookup, without the server: the table of addresses that stands in for Google's,
 * and the answers of autocomplete and details for what a call gives (routes/places.ts adds the rate
 * limit and the headers; the static demo's worker answers with these as they are).
 */

/** The longest input the lookup takes. */
export const PLACES_MAX_INPUT = 100
/** Suggestions in one answer at most. */
export const PLACES_MAX_PREDICTIONS = 5

export interface DemoPlace {
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

/** An answer of the lookup: its status and JSON body. */
export type PlacesAnswer =
  | { status: 200; body: { predictions: { placeId: string; description: string }[] } | { result: DemoPlace } }
  | { status: 400 | 404; body: { error: string } }

/** Autocomplete `?input=&trackingContext=`: the addresses whose text holds the input (any case). */
export function placesAutocomplete(input: string | undefined, trackingContext: string | undefined): PlacesAnswer {
  const wanted = input?.trim() ?? ''
  if (!wanted || wanted.length > PLACES_MAX_INPUT)
    return { status: 400, body: { error: `input must be 1 to ${PLACES_MAX_INPUT} characters.` } }
  const problem = contextProblem(trackingContext)
  if (problem) return { status: 400, body: { error: problem } }
  const lower = wanted.toLowerCase()
  return {
    status: 200,
    body: {
      predictions: DEMO_PLACES.filter((place) => describePlace(place).toLowerCase().includes(lower))
        .slice(0, PLACES_MAX_PREDICTIONS)
        .map((place) => ({ placeId: place.placeId, description: describePlace(place) })),
    },
  }
}

/** Details `?placeId=&trackingContext=`: the place with its position and address, or 404. */
export function placesDetails(placeId: string | undefined, trackingContext: string | undefined): PlacesAnswer {
  const problem = contextProblem(trackingContext)
  if (problem) return { status: 400, body: { error: problem } }
  const found = DEMO_PLACES.find((place) => place.placeId === placeId)
  if (!found) return { status: 404, body: { error: 'placeId names no place of the demo.' } }
  return { status: 200, body: { result: found } }
}
