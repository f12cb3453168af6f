import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db.ts'
import { createApp } from '../app.ts'
import type { DemoApp } from '../types.ts'
import * as places from './places.ts'

let tempRoot: string
let app: DemoApp
let db: Database

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-places-test-'))
  db = openDatabase(join(tempRoot, 'demo.sqlite'))
  app = createApp({
    db,
    distDir: join(tempRoot, 'dist'),
    pagesDir: join(process.cwd(), 'demo-site/pages'),
    publicDir: join(tempRoot, 'public'),
    areas: [places],
  })
})
afterAll(async () => {
  db.close()
  await rm(tempRoot, { recursive: true, force: true })
})

const CONTEXT = encodeURIComponent(JSON.stringify({ productPage: 'form', productSection: 'address' }))
const ask = (path: string, ip = '10.0.0.1') =>
  app.request(path, {}, { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } })

describe('places lookup', () => {
  it('suggests the addresses that hold the input, and gives a place with its parts', async () => {
    const found = await ask(`/api/google-maps/places/autocomplete?input=HARB&trackingContext=${CONTEXT}`)
    expect(found.status).toBe(200)
    expect(await found.json()).toEqual({
      predictions: [
        { placeId: 'place-1', description: '14 Harbour Street, Bergen, Vestland 5003, Norway' },
        { placeId: 'place-4', description: '140 Harbor Street, Portland, ME 04101, United States' },
      ],
    })
    const details = await ask(`/api/google-maps/places/details?placeId=place-4&trackingContext=${CONTEXT}`)
    expect(((await details.json()) as { result: unknown }).result).toMatchObject({
      placeId: 'place-4',
      address: { line1: '140 Harbor Street', city: 'Portland', state: 'ME', zip: '04101', country: 'United States' },
    })
  })

  it('refuses an empty or long input, a tracking context that is not a JSON object, and an unknown place', async () => {
    const answers = await Promise.all(
      [
        `/api/google-maps/places/autocomplete?input=&trackingContext=${CONTEXT}`,
        `/api/google-maps/places/autocomplete?input=${'a'.repeat(101)}&trackingContext=${CONTEXT}`,
        '/api/google-maps/places/autocomplete?input=Harb&trackingContext=%5B%5D',
        '/api/google-maps/places/details?placeId=place-1',
        `/api/google-maps/places/details?placeId=nowhere&trackingContext=${CONTEXT}`,
      ].map(async (path) => {
        const answer = await ask(path, '10.0.0.2')
        return [answer.status, ((await answer.json()) as { error: string }).error]
      }),
    )
    expect(answers).toEqual([
      [400, 'input must be 1 to 100 characters.'],
      [400, 'input must be 1 to 100 characters.'],
      [400, 'trackingContext must be a JSON object.'],
      [400, 'trackingContext must be a JSON object.'],
      [404, 'placeId names no place of the demo.'],
    ])
  })

  it(`answers 429 past ${places.PLACES_LIMIT} lookups a minute from one address`, async () => {
    const path = `/api/google-maps/places/autocomplete?input=Quay&trackingContext=${CONTEXT}`
    for (let i = 0; i < places.PLACES_LIMIT; i++) expect((await ask(path, '10.0.0.3')).status).toBe(200)
    const refused = await ask(path, '10.0.0.3')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: places.TOO_MANY_LOOKUPS })
    expect((await ask(path, '10.0.0.4')).status).toBe(200)
  })
})
