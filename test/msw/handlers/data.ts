// Handlers for the data layer's tests: an echo, and an endpoint that answers with any status and body.
import { http, HttpResponse } from 'msw'

export const dataHandlers = [
  /** Answers 200 with what it received: method, query, content type and body. */
  http.all('/api/test/echo', async ({ request }) => {
    const url = new URL(request.url)
    return HttpResponse.json({
      method: request.method,
      query: Object.fromEntries(url.searchParams),
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    })
  }),
  /** Answers with status `:status` and, as JSON, the `reply` query parameter (no body without one). */
  http.all('/api/test/status/:status', ({ params, request }) => {
    const reply = new URL(request.url).searchParams.get('reply')
    return new HttpResponse(reply, {
      status: Number(params.status),
      headers: reply ? { 'content-type': 'application/json' } : {},
    })
  }),
]
