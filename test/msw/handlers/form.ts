// Handlers for the form island's tests: the two form endpoints, answering as a site's server does.
import { http, HttpResponse } from 'msw'

let issued = 0

/** Answers that a test can give SaveFormSubmission with `server.use(saveAnswers(...))`. */
export function saveAnswer(status: number, body: unknown = {}) {
  return http.post('/api/form/SaveFormSubmission', () => HttpResponse.json(body as Record<string, unknown>, { status }))
}

export const formHandlers = [
  /** A fresh key for every request. */
  http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: `key-${++issued}` })),
  /** Accepts any submission that carries a key. */
  http.post('/api/form/SaveFormSubmission', async ({ request }) => {
    const payload = (await request.json()) as { key?: unknown }
    if (typeof payload.key !== 'string') return HttpResponse.json({ error: 'no key' }, { status: 401 })
    return HttpResponse.json({ id: 1 })
  }),
]
