/**
 * The places lookup (spec: GET /api/google-maps/places/autocomplete and /details with the caller's
 * params plus a tracking context; a console error when the context lacks productPage and
 * productSection). The context travels as JSON in one `trackingContext` parameter, so its fields
 * never collide with the caller's.
 */
import { get } from '../data/index.ts'
import type { RequestOptions } from '../data/index.ts'

export const PLACES_ROOT = '/api/google-maps/places/'
export const TRACKING_CONTEXT_ERROR = '[atoll:places] The tracking context needs productPage and productSection'

/** Where in the product the lookup happens, for the platform's analytics. */
export interface TrackingContext {
  productPage?: string
  productSection?: string
  [field: string]: unknown
}

type Params = Record<string, string | number | boolean | undefined>

/** What a lookup may add to its call: a `signal` that cancels it (a stale lookup). */
type LookupOptions = Pick<RequestOptions, 'signal'>

/** Suggestions for what a visitor typed (`input`, ...). */
export const placesAutocomplete = <T = unknown>(
  params: Params,
  trackingContext: TrackingContext,
  options?: LookupOptions,
): Promise<T | null> => lookup<T>('autocomplete', params, trackingContext, options)

/** A place's details (`placeId`, ...). */
export const placesDetails = <T = unknown>(
  params: Params,
  trackingContext: TrackingContext,
  options?: LookupOptions,
): Promise<T | null> => lookup<T>('details', params, trackingContext, options)

function lookup<T>(
  kind: 'autocomplete' | 'details',
  params: Params,
  trackingContext: TrackingContext,
  options: LookupOptions = {},
): Promise<T | null> {
  if (!trackingContext?.productPage || !trackingContext.productSection) console.error(TRACKING_CONTEXT_ERROR)
  return get<T>(PLACES_ROOT + kind, {
    ...options,
    searchParams: { ...params, trackingContext: JSON.stringify(trackingContext ?? {}) },
  })
}
