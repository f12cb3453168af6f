import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createApp } from '../app.ts'
import { type Database, openDatabase } from '../db.ts'
import type { DemoApp } from '../types.ts'
import { addDays, dayIn, SITE_TIME_ZONE } from '../content/events.ts'
import * as content from './content.ts'

let app: DemoApp
let db: Database

/** The content routes alone, on their own database. */
const contentApp = (database: Database) =>
  createApp({
    db: database,
    distDir: '/nonexistent',
    pagesDir: '/nonexistent',
    publicDir: '/nonexistent',
    areas: [content],
  })

beforeEach(() => {
  db = openDatabase(':memory:')
  app = contentApp(db)
})
afterEach(() => db.close())

const ORIGIN = 'http://localhost'

function like(cookie?: string) {
  return app.request('/api/content/likes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ itemId: 'post-harbour-loaf' }),
  })
}
const likerOf = (response: Response) => /atoll_liker=([\w-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

describe('likes', () => {
  it('counts each visitor once, remembers them by cookie, and takes a like back', async () => {
    const first = await like()
    expect(await first.json()).toEqual({ count: 1, liked: true })
    const cookie = `atoll_liker=${likerOf(first)}`
    expect(await (await like(cookie)).json()).toEqual({ count: 1, liked: true })
    expect(await (await like()).json()).toEqual({ count: 2, liked: true })

    const page = await (await app.request('/blog/harbour-loaf', { headers: { cookie } })).text()
    expect(page).toContain('aria-pressed="true"')
    expect(page).toMatch(/<span data-part="count">2<\/span>/)

    const back = await app.request('/api/content/likes/post-harbour-loaf', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie },
    })
    expect(await back.json()).toEqual({ count: 1, liked: false })
  })

  it('toggles from the plain form and sends the browser back on this site only', async () => {
    const post = (referer: string) =>
      app.request('/api/content/likes', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, referer },
        body: 'itemId=post-winter-hours',
      })
    const response = await post(`${ORIGIN}/blog/winter-hours`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/blog/winter-hours')
    expect((await post('https://evil.example/x')).headers.get('location')).toBe('/')
  })

  it('refuses another site, and items the site does not have', async () => {
    const forged = await app.request('/api/content/likes', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'itemId=post-winter-hours',
    })
    expect(forged.status).toBe(403)
    const unknown = await app.request('/api/content/likes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ itemId: 'nothing' }),
    })
    expect(unknown.status).toBe(400)
    expect((await app.request('/blog/nothing')).status).toBe(404)
  })
})

describe('site search', () => {
  it('finds posts, products, pages and events by word prefixes, ranked by title, with a count and pages', async () => {
    const answer = (await (await app.request('/api/search/GeneralSearch?q=harbour%20lo&limit=2')).json()) as {
      items: { title: string; recordType: string; url: string }[]
      totalCount: number
      nextOffset: number | null
    }
    expect(answer.items[0]).toMatchObject({
      title: 'How we bake the harbour loaf',
      recordType: 'post',
      url: '/blog/harbour-loaf',
    })
    expect(answer.totalCount).toBeGreaterThanOrEqual(1)
    const rye = (await (await app.request('/api/search/GeneralSearch?q=rye')).json()) as {
      items: { recordType: string }[]
    }
    expect(new Set(rye.items.map((item) => item.recordType))).toEqual(new Set(['post', 'product', 'event']))
  })

  it('passes no operator of the query to the full-text engine', async () => {
    for (const q of ['"', 'NEAR(a b)', 'title:x OR', '*', '']) {
      const response = await app.request(`/api/search/GeneralSearch?q=${encodeURIComponent(q)}`)
      expect(response.status).toBe(200)
    }
    expect(await (await app.request('/api/search/GeneralSearch?q=%22%2A')).json()).toEqual({
      items: [],
      totalCount: 0,
      nextOffset: null,
    })
  })
})

describe('events', () => {
  const events = (query: string) => app.request(`/api/content/events?${query}`)
  const today = dayIn(Date.now(), SITE_TIME_ZONE)

  it("lists the events on the asked days of the site's zone, in start order", async () => {
    // The day the test runs on, held still: the server dates its events from the day it reads, and
    // midnight in Oslo between the test's reading and the server's would move them a day.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const day = dayIn(Date.now(), SITE_TIME_ZONE)
    const { events: listed } = (await (
      await events(`collectionId=events&from=${day}&to=${addDays(day, 30)}`)
    ).json()) as {
      events: { id: string; allDay: boolean; startDate: string }[]
    }
    const ids = listed.map((event) => event.id)
    expect(ids).toContain('sourdough-workshop')
    expect(ids).toContain('rye-class')
    expect(ids).not.toContain('open-house')
    expect(ids).not.toContain('spring-tasting')
    expect(listed.find((event) => event.id === 'christmas-market')).toMatchObject({
      allDay: true,
      startDate: addDays(day, 10),
    })
  })

  it("follows the site's day: a server running past midnight in Oslo lists the new day's events", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // 23:59 on 26 November in Oslo: the events are made for that day.
      vi.setSystemTime(new Date('2026-11-26T22:59:00Z'))
      const night = openDatabase(':memory:')
      const late = contentApp(night)
      const market = async (from: string) => {
        const answer = await late.request(
          `/api/content/events?collectionId=events&from=${from}&to=${addDays(from, 30)}`,
        )
        const { events: found } = (await answer.json()) as { events: { id: string; startDate: string }[] }
        return found.find((event) => event.id === 'christmas-market')?.startDate
      }
      expect(await market('2026-11-26')).toBe('2026-12-06')
      // Two minutes later it is the 27th there: the market is ten days from the new day.
      vi.setSystemTime(new Date('2026-11-26T23:01:00Z'))
      expect(await market('2026-11-27')).toBe('2026-12-07')
      night.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses an unknown collection and a range it does not serve', async () => {
    expect((await events(`collectionId=news&from=${today}&to=${today}`)).status).toBe(404)
    const wide = await events(`collectionId=events&from=${today}&to=${addDays(today, 401)}`)
    expect(wide.status).toBe(400)
    expect(await wide.json()).toEqual({
      error: 'from and to must be days (YYYY-MM-DD), to after from, at most 400 days apart.',
    })
    expect((await events(`collectionId=events&from=${addDays(today, 1)}&to=${today}`)).status).toBe(400)
    expect((await events('collectionId=events&from=today&to=tomorrow')).status).toBe(400)
  })
})
