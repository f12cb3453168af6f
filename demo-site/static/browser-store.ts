/**
 * What the static demo remembers between pages, in the visitor's localStorage: the cart, likes,
 * comments waiting for approval, form keys and submissions, and the reviews sent for review requests. Hand-written because the demo server
 * keeps these in SQLite (better-sqlite3, a native module no browser runs); the rules they follow are
 * the server's own, imported by handlers.ts. One JSON record, read and written whole: the demo holds
 * a few dozen rows at most, and localStorage is synchronous, so a handler never interleaves with another.
 */
import type { StoredComment } from '../server/content/comments.ts'
import type { Review } from '../server/store/types.ts'

/** The localStorage key the static demo keeps its state under. */
export const STATE_KEY = 'atoll-static-demo'

export interface CartRow {
  id: string
  itemId: string
  sku: string
  quantity: number
}

export interface StaticState {
  /** The visitor's cart id, null until the first add. */
  cartId: string | null
  cart: CartRow[]
  /** Item ids the visitor likes. */
  likes: string[]
  /** The visitor's comments, by target; waiting for approval, so never listed. */
  pending: (StoredComment & { targetId: string })[]
  /** Submission keys issued and not yet spent, with when (ms). */
  keys: Record<string, number>
  /** Accepted submissions, newest last. */
  submissions: { id: number; formId: string; values: Record<string, unknown>; createdAt: string }[]
  /** Reviews sent, with the review request's token, oldest first. */
  reviews: (Review & { token: string })[]
}

const EMPTY: StaticState = {
  cartId: null,
  cart: [],
  likes: [],
  pending: [],
  keys: {},
  submissions: [],
  reviews: [],
}

/** The state as stored, or the empty state when there is none (or it is not ours). */
export function readState(): StaticState {
  try {
    const stored = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as Partial<StaticState> | null
    return { ...structuredClone(EMPTY), ...(stored && typeof stored === 'object' ? stored : {}) }
  } catch {
    return structuredClone(EMPTY)
  }
}

/** Runs `change` on the state and stores what it leaves; returns what `change` returns. */
export function updateState<T>(change: (state: StaticState) => T): T {
  const state = readState()
  const result = change(state)
  localStorage.setItem(STATE_KEY, JSON.stringify(state))
  return result
}
