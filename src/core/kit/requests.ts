/**
 * A block's loads of a list, page by page: one at a time as the visitor asks, each announced when it
 * starts and when it fails (a failure after the block was destroyed is the abort of its own request,
 * and says nothing), the last kept for "Try again". For the blog list and the comments; in the chunk
 * of the answers' dates (build/chunks.ts), which both load already.
 */
export interface Requests {
  /** Starts `request`, and keeps it as the one `retry` sends again. */
  run(request: () => Promise<void>): Promise<void>
  /** Sends the last request again; nothing before the first. */
  retry(): Promise<void>
}

/**
 * @param signal the block's: aborted on destroy.
 * @param start called as each request starts (the view says it is loading).
 * @param fail called with the error of a request that failed while the block was there.
 * @example
 * const requests = createRequests(destroyed, () => update({ phase: 'loading' }), () => update({ phase: 'failed' }))
 * void requests.run(async () => update({ items: await fetchPage(0) }))
 */
export function createRequests(signal: AbortSignal, start: () => void, fail: (error: unknown) => void): Requests {
  let last: (() => Promise<void>) | undefined
  const run = async (request: () => Promise<void>) => {
    last = request
    start()
    try {
      await request()
    } catch (error) {
      if (!signal.aborted) fail(error)
    }
  }
  return { run, retry: async () => last && run(last) }
}
