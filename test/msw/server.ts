// The one msw server for every network test. Each area keeps its handlers in test/msw/handlers/<area>.ts;
// a test file calls useServer() with the handlers it needs, and a test adds its own with server.use().
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

export const server = setupServer()

/** A request as the server saw it. */
export interface SeenRequest {
  method: string
  url: URL
  headers: Headers
  credentials: RequestCredentials
  /** Read after the request is listed: a test that reads it waits for it, not only for the request. */
  body: string
  /** Milliseconds since the time origin (faked with Date when a test fakes timers). */
  at: number
}

/**
 * Starts the server for the calling test file: these handlers by default, an unhandled request fails
 * the test, a test's own handlers are dropped after it.
 * @returns the requests the server saw in the current test, in order (emptied after each test).
 */
export function useServer(...handlers: Parameters<typeof server.resetHandlers>): SeenRequest[] {
  const seen: SeenRequest[] = []
  const record = async ({ request }: { request: Request }) => {
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      body: '',
      at: Date.now(),
    }
    seen.push(entry)
    entry.body = await request.clone().text()
  }
  beforeAll(() => {
    server.resetHandlers(...handlers)
    server.events.on('request:start', record)
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    seen.length = 0
  })
  afterAll(() => {
    server.events.removeListener('request:start', record)
    server.close()
  })
  return seen
}
