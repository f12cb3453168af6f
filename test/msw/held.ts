// A route that holds its requests: the test sees each one arrive, releases it with an answer, or sees
// that its sender aborted it (msw passes the page's abort on to the request's signal).
import { HttpResponse } from 'msw'
import { RETRY_DELAY_MS } from '../../src/core/data/catalogue.ts'

export interface HeldRequest {
  readonly request: Request
  /** True once the sender aborted the request. */
  readonly aborted: boolean
  /** Answers the request with `body` as JSON (status 200 unless given). */
  release(body?: unknown, status?: number): void
}

/**
 * A resolver for `http.get(path, held.resolver)` and the requests it holds, in order. Wait for an abort
 * with `vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))`: its second is well short of the
 * data layer's 10 s timeout, which aborts a request too.
 * @example const held = holdRequests(); server.use(http.get('/api/x', held.resolver)); await held.arrived(1)
 */
export function holdRequests() {
  const requests: HeldRequest[] = []
  let arrival: (() => void) | undefined
  const resolver = ({ request }: { request: Request }): Promise<Response> =>
    new Promise((resolve) => {
      let aborted = false
      request.signal.addEventListener('abort', () => {
        aborted = true
        resolve(HttpResponse.error())
      })
      requests.push({
        request,
        get aborted() {
          return aborted
        },
        release: (body = {}, status = 200) => resolve(HttpResponse.json(body as object, { status })),
      })
      arrival?.()
    })
  return {
    requests,
    resolver,
    /** Settles once `count` requests have arrived. */
    arrived(count: number): Promise<void> {
      if (requests.length >= count) return Promise.resolve()
      return new Promise<void>((resolve) => {
        arrival = () => {
          if (requests.length < count) return
          arrival = undefined
          resolve()
        }
      })
    },
  }
}

/** No event marks a retry that did not happen: this waits the time one would have taken. */
export const pastRetryDelay = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2))
