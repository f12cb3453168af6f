/**
 * The rules of the demo's review requests (CONTRACT.md section 7), without SQLite: what a request's
 * state refuses, and the checks of a review's fields. reviews.ts applies them to its tables; the
 * static demo's worker to the fixture's requests and the reviews kept in the visitor's browser.
 */
import type { ReviewInput } from '../../../src/islands/product-reviews/reviews.ts'
import { StoreError } from './errors.ts'
import { integerIn, MAX_ID_LENGTH, optionalString, requiredString } from './validate.ts'

// The product-reviews island shows these as the spec words them (CONTRACT.md section 7).
export const ALREADY_REVIEWED = 'You have already reviewed this purchase'
export const REQUEST_EXPIRED = 'Your review request has expired'
export const UNKNOWN_REQUEST = 'Unknown review request.'
/** spec (product reviews): a rating is one to five stars; its absence has its own message. */
export const RATING_MISSING = 'Please select a star rating'
export const REVIEW_LIMITS = { title: 120, body: 5000, name: 80 } as const

/** What a visitor writes (the island's own type of the call's body), checked by {@link reviewInput}. */
export type { ReviewInput }

/**
 * Refuses a request that cannot take reviews.
 * @throws StoreError 404 for an unknown request, 409 once it was used (even after it expired: the
 * visitor did review it), 410 once it expired.
 */
export function checkRequestOpen(
  request: { expiresAt: string; usedAt: string | null } | undefined,
  now: number,
): asserts request is { expiresAt: string; usedAt: string | null } {
  if (!request) throw new StoreError(404, UNKNOWN_REQUEST)
  if (request.usedAt !== null) throw new StoreError(409, ALREADY_REVIEWED)
  if (Date.parse(request.expiresAt) <= now) throw new StoreError(410, REQUEST_EXPIRED)
}

/**
 * Refuses a review of a product the request does not name (400), or has a review of (409).
 * @param item the request's line for the product, if it names it
 */
export function checkReviewable(item: { reviewedAt: string | null } | undefined): void {
  if (!item) throw new StoreError(400, 'This review request does not name that product.')
  if (item.reviewedAt !== null) throw new StoreError(409, ALREADY_REVIEWED)
}

/** The review of a JSON body, each field checked (400 naming it). */
export function reviewInput(body: Record<string, unknown>): ReviewInput {
  return {
    token: requiredString(body, 'token', MAX_ID_LENGTH),
    itemId: requiredString(body, 'itemId', MAX_ID_LENGTH),
    rating: integerIn(body, 'rating', 1, 5, RATING_MISSING),
    title: optionalString(body, 'title', REVIEW_LIMITS.title),
    body: optionalString(body, 'body', REVIEW_LIMITS.body),
    name: optionalString(body, 'name', REVIEW_LIMITS.name),
  }
}
