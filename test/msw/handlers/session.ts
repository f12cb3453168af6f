// Handlers for the session and site clients' tests: logout, the site-user session, widget rendering
// and the places lookup, answering as the platform would.
import { http, HttpResponse } from 'msw'

export const XSRF_TOKEN = 'xsrf-1'

export const sessionHandlers = [
  http.post('/api/auth/Logout', () => HttpResponse.json({})),
  http.post('/api/site-users/account/session', () => HttpResponse.json({ xsrfToken: XSRF_TOKEN })),
  http.delete('/api/site-users/account/session', () => HttpResponse.json({})),
  http.post('/api/widget/GetWidgetRendering', async ({ request }) => {
    const widget = JSON.parse(new URLSearchParams(await request.text()).get('widgetJSON') ?? '{}') as { id?: string }
    return HttpResponse.json({ html: `<p data-widget="${widget.id}">Rendered</p>` })
  }),
  http.get('/api/google-maps/places/autocomplete', () =>
    HttpResponse.json({ predictions: [{ placeId: 'p-1', description: '14 Harbour Street' }] }),
  ),
  http.get('/api/google-maps/places/details', () =>
    HttpResponse.json({ result: { placeId: 'p-1', lat: 60.39, lng: 5.32 } }),
  ),
]
