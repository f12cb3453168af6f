/**
 * The product reviews island (`product-reviews`, page type 209): the template renders an empty
 * block; the island reads the request token of the address (`?token=`) and draws the review forms
 * with the renderer, into an element of its own.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get, post } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import type { ReviewProduct } from './reviews.ts'
import css from './reviews.css?inline'
import { type ReviewsApi, ReviewsPage } from './Reviews.tsx'
import messages from 'virtual:atoll-messages'

/** CONTRACT.md section 7: the review calls. */
export const REQUEST_PATH = '/api/commerce/review-request'
export const REVIEWS_PATH = '/api/commerce/reviews'

/** The review calls through the core's data layer. */
export const reviewsApi: ReviewsApi = {
  async products(token, signal) {
    const answer = await get<{ products?: unknown }>(REQUEST_PATH, { searchParams: { token }, signal })
    if (!Array.isArray(answer?.products)) throw new TypeError('[atoll:product-reviews] the server sent no products')
    return answer.products as ReviewProduct[]
  },
  async submit(review, signal) {
    await post(REVIEWS_PATH, { json: review, signal })
  },
}

export async function mount(element: HTMLElement, { page, signal }: IslandContext): Promise<IslandHandle> {
  await loadMessages(messages, page.locale)
  const cleanup = createCleanup(signal)
  // Aborts the calls under way on destroy (the unmounted view then takes no answer).
  const destroyed = cleanup.signal()
  const api: ReviewsApi = {
    products: (token) => reviewsApi.products(token, destroyed),
    submit: (review) => reviewsApi.submit(review, destroyed),
  }
  adoptStyles(css)
  const token = new URLSearchParams(location.search).get('token') ?? ''
  const container = document.createElement('div')
  element.append(container)
  const root = createRoot(container)
  root.render(createElement(ReviewsPage, { token, api }))
  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      container.remove()
    },
  }
}
