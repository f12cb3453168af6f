import type { Database } from '../db.ts'
import { getProduct } from './catalog.ts'
import { checkRequestOpen, checkReviewable, type ReviewInput } from './review-rules.ts'
import type { Review, ReviewProduct } from './types.ts'

interface RequestRow {
  token: string
  expires_at: string
  used_at: string | null
}

interface ItemRow {
  item_id: string
  reviewed_at: string | null
}

/**
 * The products of a review request still waiting for a review, in the request's order (an empty list
 * for a request that names none).
 * @throws StoreError 404 for an unknown token, 409 once every product was reviewed (or the request
 * was used), 410 once it expired.
 */
export function reviewRequestProducts(db: Database, token: string, now = Date.now()): ReviewProduct[] {
  openRequest(db, token, now)
  return pendingItems(db, token).flatMap((itemId) => {
    const product = getProduct(db, itemId)
    return product ? [{ itemId, title: product.title, image: product.images[0] ?? null }] : []
  })
}

/**
 * Stores a review of one product of a request. The request is used once each of its products has a
 * review.
 * @throws StoreError as {@link reviewRequestProducts}; 400 for a product the request does not name;
 * 409 for a product already reviewed under this token.
 */
export function addReview(db: Database, input: ReviewInput, receivedId: number | null, now = Date.now()): Review {
  return db.transaction(() => {
    openRequest(db, input.token, now)
    const item = db
      .prepare<[string, string], ItemRow>(
        'SELECT item_id, reviewed_at FROM store_review_request_items WHERE token = ? AND item_id = ?',
      )
      .get(input.token, input.itemId)
    checkReviewable(item && { reviewedAt: item.reviewed_at })

    const createdAt = new Date(now).toISOString()
    const result = db
      .prepare(
        `INSERT INTO store_reviews (received_id, token, item_id, rating, title, body, name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(receivedId, input.token, input.itemId, input.rating, input.title, input.body, input.name, createdAt)
    db.prepare('UPDATE store_review_request_items SET reviewed_at = ? WHERE token = ? AND item_id = ?').run(
      createdAt,
      input.token,
      input.itemId,
    )
    if (pendingItems(db, input.token).length === 0) {
      db.prepare('UPDATE store_review_requests SET used_at = ? WHERE token = ?').run(createdAt, input.token)
    }
    const { token: _token, ...review } = input
    return { id: Number(result.lastInsertRowid), ...review, createdAt }
  })()
}

/** The reviews of a product, newest first. */
export function listReviews(db: Database, itemId: string): Review[] {
  return db
    .prepare<[string], Review>(
      `SELECT id, item_id AS itemId, rating, title, body, name, created_at AS createdAt
       FROM store_reviews WHERE item_id = ? ORDER BY id DESC`,
    )
    .all(itemId)
}

function openRequest(db: Database, token: string, now: number): RequestRow {
  const request = db.prepare<[string], RequestRow>('SELECT * FROM store_review_requests WHERE token = ?').get(token)
  checkRequestOpen(request && { expiresAt: request.expires_at, usedAt: request.used_at }, now)
  return request!
}

function pendingItems(db: Database, token: string): string[] {
  return db
    .prepare<[string], { item_id: string }>(
      'SELECT item_id FROM store_review_request_items WHERE token = ? AND reviewed_at IS NULL ORDER BY position',
    )
    .all(token)
    .map((row) => row.item_id)
}
