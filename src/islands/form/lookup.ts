/**
 * The address lookup's pure logic (address-lookup.ts, AddressLookup.tsx): reading the places
 * lookup's answers, and moving through the suggestions.
 */

/** One suggestion of `GET /api/google-maps/places/autocomplete`. */
export interface Suggestion {
  placeId: string
  description: string
}

/** The parts a place's details fill, by the form's part name (form.ts, FIELD_PARTS). */
export const FILLED_PARTS = { Line1: 'line1', City: 'city', State: 'state', Zip: 'zip', Country: 'country' } as const

export type FilledPart = keyof typeof FILLED_PARTS

/** The suggestions of an autocomplete answer (`{ predictions: [{ placeId, description }] }`); anything else is none. */
export function suggestionsOf(answer: unknown): Suggestion[] {
  const predictions = (answer as { predictions?: unknown } | null)?.predictions
  if (!Array.isArray(predictions)) return []
  return predictions.filter(
    (item): item is Suggestion =>
      typeof item?.placeId === 'string' && item.placeId !== '' && typeof item.description === 'string',
  )
}

/** The parts of a details answer (`{ result: { address: { line1, city, state, zip, country } } }`) it gives as text. */
export function partsOf(answer: unknown): Partial<Record<FilledPart, string>> {
  const address = (answer as { result?: { address?: Record<string, unknown> } } | null)?.result?.address
  const parts: Partial<Record<FilledPart, string>> = {}
  if (!address || typeof address !== 'object') return parts
  for (const [part, key] of Object.entries(FILLED_PARTS)) {
    const value = address[key]
    if (typeof value === 'string') parts[part as FilledPart] = value
  }
  return parts
}

/**
 * The option after moving `step` (1 down, -1 up) from `active` in a list of `length`, wrapping at
 * either end (as the APG's list autocomplete example does); -1 (none) moves to the first or the last.
 */
export function moveActive(active: number, length: number, step: 1 | -1): number {
  if (length === 0) return -1
  if (active < 0) return step > 0 ? 0 : length - 1
  return (active + step + length) % length
}
