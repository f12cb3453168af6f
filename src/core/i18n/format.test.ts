import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dateFormat,
  formatMessage,
  type MessageNode,
  MessageValueError,
  numberFormat,
  prepareFormats,
  relativeTimeFormat,
  WARM_UP_MS,
} from './format.ts'
import { compileMessage } from './validate.ts'

/** A message compiled as the build compiles the dictionaries, then formatted as the page does. */
const format = (message: string, values?: Record<string, string | number | Date>, locale = 'en-US') =>
  formatMessage(compileMessage(message) as MessageNode[], values, locale)

const NNBSP = '\u202f'

describe('formatMessage', () => {
  it('writes text and plain arguments as they are', () => {
    expect(format('Hello')).toBe('Hello')
    expect(format('{name} added to cart', { name: 'Rye loaf' })).toBe('Rye loaf added to cart')
    // A plain argument is not a number format: no grouping, as intl-messageformat.
    expect(format('{count} / {max}', { count: 1200, max: 5000 })).toBe('1200 / 5000')
    expect(format('Page {n}', { n: 0 })).toBe('Page 0')
  })

  it('formats number arguments and # in the locale', () => {
    expect(format('{n, number} loaves', { n: 1234.5 })).toBe('1,234.5 loaves')
    expect(format('{n, number} pains', { n: 1234.5 }, 'fr-FR')).toBe(`1${NNBSP}234,5 pains`)
    expect(format('{n, number, ::percent}', { n: 0.25 })).toBe('25%')
    expect(format('{count, plural, one {# item} other {# items}}', { count: 1200 })).toBe('1,200 items')
  })

  it('takes =N before the plural category, and the locale’s categories', () => {
    const items = '{count, plural, =0 {No items} one {# item} other {# items}}'
    expect(format(items, { count: 0 })).toBe('No items')
    expect(format(items, { count: 1 })).toBe('1 item')
    expect(format(items, { count: 2 })).toBe('2 items')
    const paiements = '{p, plural, one {# paiement} many {# de paiements} other {# paiements}}'
    expect(format(paiements, { p: 0 }, 'fr-FR')).toBe('0 paiement')
    expect(format(paiements, { p: 1_000_000 }, 'fr-FR')).toBe(`1${NNBSP}000${NNBSP}000 de paiements`)
  })

  it('counts from the offset, and takes ordinal categories', () => {
    const others = '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}'
    expect(format(others, { n: 1 })).toBe('you')
    expect(format(others, { n: 2 })).toBe('you and 1 other')
    expect(format(others, { n: 4 })).toBe('you and 3 others')
    const place = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'
    expect([1, 2, 3, 4, 11, 22].map((n) => format(place, { n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd'])
  })

  it('selects by value, else other, with # of the plural around it', () => {
    const renewal =
      '{unit, select, week {{n, plural, one {renews every week} other {every # weeks}}} other {{n, plural, one {renews every {unit}} other {every # {unit}}}}}'
    expect(format(renewal, { unit: 'week', n: 1 })).toBe('renews every week')
    expect(format(renewal, { unit: 'week', n: 3 })).toBe('every 3 weeks')
    expect(format(renewal, { unit: 'fortnight', n: 1 })).toBe('renews every fortnight')
    expect(format(renewal, { unit: 'fortnight', n: 2 })).toBe('every 2 fortnight')
  })

  it('writes a date argument in the locale', () => {
    expect(format('On {day}', { day: new Date(Date.UTC(2026, 0, 15, 12)) })).toMatch(/^On 1\/15\/2026$/)
  })

  it('refuses a message whose argument has no value', () => {
    expect(() => format('{name} added', {})).toThrow(new MessageValueError('no value for "name"'))
    expect(() => format('{n, plural, one {#} other {#}}')).toThrow(MessageValueError)
  })
})

describe('Intl formatters', () => {
  it('are made once per locale and options, and format as Intl does', () => {
    expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }))
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('fr-FR', { style: 'percent' }))
    expect(numberFormat('en-US')).not.toBe(numberFormat('en-US', { style: 'percent' }))
    expect(numberFormat('en-US', { style: 'percent' }).format(0.25)).toBe('25%')
    expect(dateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 25))).toBe(
      'November 25, 2026',
    )
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday')
  })

  it('are prepared once per locale, in a task of their own, and never reject', async () => {
    let settled = false
    const ready = prepareFormats('de-DE').then(() => (settled = true))
    await Promise.resolve()
    // Not within the caller's task: the formatter is made after it.
    expect(settled).toBe(false)
    await ready
    expect(prepareFormats('de-DE')).toBe(prepareFormats('de-DE'))
    await expect(prepareFormats('not a locale!')).resolves.toBeUndefined()
  })

  describe('off the main thread', () => {
    /** A stand-in for the browser's Worker: records what it was sent, answers as `answer` says. */
    const fakeWorker = (answer: 'message' | 'error' | 'never') => {
      const made: { url: string; sent: unknown[]; terminated: boolean }[] = []
      class FakeWorker {
        onmessage: (() => void) | null = null
        onerror: (() => void) | null = null
        record = { url: '', sent: [] as unknown[], terminated: false }
        constructor(url: URL) {
          this.record.url = String(url)
          made.push(this.record)
        }
        postMessage(data: unknown) {
          this.record.sent.push(data)
          if (answer === 'message') setTimeout(() => this.onmessage?.())
          if (answer === 'error') setTimeout(() => this.onerror?.())
        }
        terminate() {
          this.record.terminated = true
        }
      }
      vi.stubGlobal('Worker', FakeWorker)
      return made
    }
    afterEach(() => {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    })

    /** Whether `ready` settles within `ms` of fake time: an answer or a failure, not the cap. */
    const settlesWithin = async (ready: Promise<void>, ms: number) => {
      let settled = false
      void ready.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(ms)
      return settled
    }

    it("asks a worker to run the locale's first formatters, then ends it", async () => {
      vi.useFakeTimers()
      const made = fakeWorker('message')
      expect(await settlesWithin(prepareFormats('nl-NL'), 10)).toBe(true)
      expect(made).toEqual([{ url: expect.stringMatching(/intl-worker\.ts$/), sent: ['nl-NL'], terminated: true }])
    })

    it('goes on at once when the worker fails to start or to answer', async () => {
      vi.useFakeTimers()
      fakeWorker('error')
      expect(await settlesWithin(prepareFormats('sv-SE'), 10)).toBe(true)
      vi.stubGlobal('Worker', function Refused() {
        throw new DOMException('Script at another origin', 'SecurityError')
      })
      expect(await settlesWithin(prepareFormats('da-DK'), 10)).toBe(true)
    })

    it('waits no more than WARM_UP_MS for a worker that never answers', async () => {
      vi.useFakeTimers()
      const made = fakeWorker('never')
      let settled = false
      void prepareFormats('fi-FI').then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(WARM_UP_MS - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(10)
      expect(settled).toBe(true)
      expect(made[0]?.terminated).toBe(true)
    })
  })
})
