// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog/post"}
import { afterAll, describe, expect, it } from 'vitest'
import { readDate, readDay } from '../../src/core/kit/dates.ts'
import { MAX_QUERY_LENGTH, markParts, queryWords, searchQuery } from '../../src/core/search/search.ts'
import { readPage as readPosts } from '../../src/islands/blog-list/blog-list.ts'
import { icsOf, readEvents as readCalendar } from '../../src/islands/calendar/calendar.ts'
import { readComment } from '../../src/islands/comments/comments.ts'
import { readEvents as readTourDates } from '../../src/islands/tour-dates/tour-dates.ts'

/**
 * Hostile content in the answers and inputs the content islands read, in one place: dates a server
 * writes every other way, words long enough to break a regular expression, and line breaks that would
 * end an iCalendar line. Each must be read in one pass and shown safely, or left out, never thrown on.
 * The URL gates' hostile values are in test/unit/hostile.test.ts.
 */
let tried = 0

const HOSTILE_DATES: unknown[] = [
  '',
  ' ',
  'yesterday',
  'March 7, 2026',
  '07/03/2026',
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-10-02T25:00:00Z',
  '2026-10-02T08:12:00+0200',
  '2026-10-02T08:12:00 Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '1795683600000',
  '0x1F',
  `2026-10-02${'0'.repeat(50_000)}`,
  '2026-10-02T08:12:00Z\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  8.64e15,
  -8.64e15,
  Number.MAX_VALUE,
  -1e14,
  null,
  undefined,
  true,
  {},
  [],
  ['2026-10-02'],
  { toString: () => '2026-10-02' },
  new Date('2026-10-02'),
  Symbol('date'),
  10n,
]
const READABLE_DATES: [unknown, string][] = [
  [Date.parse('2026-10-02T08:12:00Z'), '2026-10-02T08:12:00.000Z'],
  [0, '1970-01-01T00:00:00.000Z'],
  [1.5, '1970-01-01T00:00:00.001Z'],
  ['2026-10-02', '2026-10-02'],
  ['2028-02-29', '2028-02-29'],
  ['\t2026-10-02T08:12:00.123456789-05:30\n', '2026-10-02T08:12:00.123456789-05:30'],
]

const BREAKS = ['\r', '\n', '\r\n', '\n\r', '\r\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029']
const LONG_WORDS = [
  'a'.repeat(35_000),
  'é'.repeat(35_000),
  'İ'.repeat(35_000),
  'ß'.repeat(35_000),
  '😀'.repeat(20_000),
  `${'a'.repeat(199)}😀`,
  'ａ'.repeat(35_000),
  `${'a'.repeat(35_000)} ${'b'.repeat(35_000)}`,
  'x '.repeat(100_000),
  '('.repeat(35_000),
  '\\'.repeat(35_000),
  '[a-z]*'.repeat(10_000),
]

describe('hostile content', () => {
  afterAll(() => console.info(`hostile content tried: ${tried}`))

  it.each(HOSTILE_DATES.map((value) => [value]))('leaves the date %s out, and keeps what it dates', (value) => {
    tried++
    expect(readDate(value)).toBe('')
    expect(readDay(value)).toBe('')
    const comment = readComment({ id: 'c1', parentId: null, name: 'Ada', body: 'Hello', createdOn: value })
    expect(comment).toMatchObject({ id: 'c1', body: 'Hello', createdOn: '' })
    const post = { id: 'p1', title: 'Rye', url: '/blog/rye', excerpt: '', author: 'M', publishOn: value }
    expect(readPosts({ items: [post], nextOffset: null }).items).toMatchObject([{ id: 'p1', publishOn: '' }])
    // An event and a concert need their day: they are left out, the answer is not refused.
    expect(readCalendar({ events: [{ id: 'e1', title: 'Fair', startDate: value }] })).toEqual([])
    expect(readCalendar({ events: [{ id: 'e1', title: 'Fair', startDate: value, allDay: true }] })).toEqual([])
    expect(readTourDates({ events: [{ id: 't1', date: value }] })).toEqual([])
  })

  it.each(READABLE_DATES)('reads the date %s as %s everywhere', (value, read) => {
    tried++
    expect(readDate(value)).toBe(read)
    const comment = readComment({ id: 'c1', parentId: null, name: 'Ada', body: 'Hello', createdOn: value })
    expect(comment.createdOn).toBe(read)
    expect(readTourDates({ events: [{ id: 't1', date: value }] })).toMatchObject([{ date: read.slice(0, 10) }])
  })

  it.each(LONG_WORDS.map((query) => [`${query.slice(0, 12)}… (${query.length} characters)`, query]))(
    'searches and marks %s within the limit, in one pass',
    (_, query) => {
      tried++
      const searched = searchQuery(query)
      expect(searched.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
      expect(searched).not.toMatch(/[\uD800-\uDBFF]$/)
      const words = queryWords(query)
      expect(words.length).toBeLessThanOrEqual(8)
      for (const word of words) expect(word.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
      // Marked in a text of the same hostility, and the text comes back whole.
      for (const text of [query, `${searched} loaf`, 'Rye loaf']) {
        const parts = markParts(text, words)
        expect(parts.map((part) => part.text).join('')).toBe(text)
      }
      // Words handed over uncut are not looked for beyond the limit: no expression of their size is built.
      expect(
        markParts(query, [query])
          .map((part) => part.text)
          .join(''),
      ).toBe(query)
    },
  )

  it.each(BREAKS.map((brk) => [JSON.stringify(brk), brk]))(
    'writes the line break %s in an event as an escaped newline, never a line of its own',
    (_, brk) => {
      tried++
      const event = {
        id: `e1${brk}ORGANIZER:mailto:evil@example.com`,
        title: `Workshop${brk}ATTENDEE:mailto:evil@example.com${brk}`,
        url: undefined,
        start: '2026-11-26T09:00:00Z',
        end: '2026-11-26T12:00:00Z',
        allDay: false,
        location: `${brk}Harbour${brk}END:VEVENT${brk}BEGIN:VEVENT`,
      }
      const lines = icsOf(event, { host: 'h', now: new Date('2026-11-25T08:00:00Z') }).split('\r\n')
      expect(lines.filter((line) => /[\r\n\v\f\u0085\u2028\u2029]/.test(line))).toEqual([])
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
      expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1)
      expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER)/.test(line))).toEqual([])
    },
  )
})
