/** The review page's rules, pure: which message a refusal shows. */
import type { MessageId } from '../../core/i18n/index.ts'

/** spec: a rating is one to five stars. */
export const MAX_RATING = 5

/** A product of the review request (CONTRACT.md section 7). */
export interface ReviewProduct {
  itemId: string
  title: string
  image: { src: string; dimensions: string; alt: string } | null
}

/** What a visitor sends for one product: the body of `POST /api/commerce/reviews` (CONTRACT.md section 7). */
export interface ReviewInput {
  token: string
  itemId: string
  rating: number
  title: string
  body: string
  name: string
}

/**
 * The spec's message for a review request the server refused, by status: 410 expired, 409 already
 * reviewed, 404 (a token the store does not know) nothing to review; undefined for other failures.
 */
export function refusalMessage(status: number | undefined): MessageId | undefined {
  if (status === 410) return 'reviews.requestExpired'
  if (status === 409) return 'reviews.alreadyReviewed'
  if (status === 404) return 'reviews.noProducts'
  return undefined
}
