// Handlers for the form's address lookup: the places lookup answering from a few addresses, as the
// demo server does (demo-site/server/routes/places.ts).
import { http, HttpResponse } from 'msw'

export const PLACES = [
  { placeId: 'place-1', line1: '14 Harbour Street', city: 'Bergen', state: 'Vestland', zip: '5003', country: 'Norway' },
  { placeId: 'place-2', line1: '2 Quay Road', city: 'Bergen', state: 'Vestland', zip: '5014', country: 'Norway' },
  {
    placeId: 'place-4',
    line1: '140 Harbor Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    country: 'United States',
  },
]

export const describePlace = (place: (typeof PLACES)[number]) =>
  `${place.line1}, ${place.city}, ${place.state} ${place.zip}, ${place.country}`

export const placesHandlers = [
  http.get('/api/google-maps/places/autocomplete', ({ request }) => {
    const input = (new URL(request.url).searchParams.get('input') ?? '').toLowerCase()
    return HttpResponse.json({
      predictions: PLACES.filter((place) => describePlace(place).toLowerCase().includes(input)).map((place) => ({
        placeId: place.placeId,
        description: describePlace(place),
      })),
    })
  }),
  http.get('/api/google-maps/places/details', ({ request }) => {
    const found = PLACES.find((place) => place.placeId === new URL(request.url).searchParams.get('placeId'))
    if (!found) return HttpResponse.json({ error: 'placeId names no place.' }, { status: 404 })
    const { placeId, ...address } = found
    return HttpResponse.json({ result: { placeId, lat: 60.39, lng: 5.32, address } })
  }),
]
