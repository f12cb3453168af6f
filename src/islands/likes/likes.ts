/**
 * The like toggle's state, apart from the DOM: what the visitor sees moves at once (optimistic);
 * what the server last confirmed is kept to fall back to; one request is in flight at a time, and a
 * visitor who toggles while it runs gets one more request for where they ended, none for the steps.
 */

export interface LikeState {
  liked: boolean
  count: number
}

/** The state after one press: liked flips, the count follows (never below 0). */
export function toggled({ liked, count }: LikeState): LikeState {
  return { liked: !liked, count: Math.max(0, count + (liked ? -1 : 1)) }
}

/**
 * What to show once the server answered `confirmed` while the visitor now wants `wanted.liked`:
 * the server's figures when they agree, else the server's count moved by the visitor's newer press.
 */
export function reconcile(confirmed: LikeState, wanted: boolean): LikeState {
  return confirmed.liked === wanted ? confirmed : toggled(confirmed)
}
