// Handlers for the consent-gated tracking: census, events, performance and the recording id, answered
// as the demo server answers them. Tests read what was sent from useServer()'s list.
import { http, HttpResponse } from 'msw'

export const PAGE_LOAD_ID = 'load-1'

export const trackingHandlers = [
  http.post('/api/census/:call', () => HttpResponse.json({})),
  http.post('/api/census/RecordQuickView/:id', () => HttpResponse.json({})),
  http.get('/api/track/Track', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/events/:call', () => HttpResponse.json({})),
  http.post('*/api/v1/events', () => HttpResponse.json({}, { status: 202 })),
  http.get('/api/1/performance/settings', () => HttpResponse.json({ pageLoadId: PAGE_LOAD_ID })),
  http.post('/api/1/performance/records', () => HttpResponse.json({})),
  http.get('/api/commerce/fullstory/getId', () => HttpResponse.text('automated-mock-id')),
]
