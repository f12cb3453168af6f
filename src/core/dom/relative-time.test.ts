// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../i18n/index.ts'
import { RELATIVE_TIME_REFRESH_MS, relativeTimeText, showRelativeTime } from './relative-time.ts'
import messages from 'virtual:atoll-messages'

const NOW = Date.UTC(2025, 4, 12, 9, 30)
const ago = (seconds: number) => NOW - seconds * 1000

beforeAll(() => loadMessages(messages, 'en-US'))
afterEach(() => vi.useRealTimers())

describe('relativeTimeText', () => {
  it("says 'just now', then 'seconds ago', under 60 s", () => {
    expect(relativeTimeText(ago(0), NOW)).toBe('just now')
    expect(relativeTimeText(ago(9), NOW)).toBe('just now')
    expect(relativeTimeText(ago(10), NOW)).toBe('seconds ago')
    expect(relativeTimeText(ago(59), NOW)).toBe('seconds ago')
    // A clock a little fast: a time just ahead is now.
    expect(relativeTimeText(ago(-30), NOW)).toBe('just now')
  })

  it('names the largest whole unit from 60 s on', () => {
    expect(relativeTimeText(ago(60), NOW)).toBe('1 minute ago')
    expect(relativeTimeText(ago(3 * 3600 + 50), NOW)).toBe('3 hours ago')
    expect(relativeTimeText(new Date(ago(86_400)), NOW)).toBe('yesterday')
    expect(relativeTimeText(ago(-7200), NOW)).toBe('in 2 hours')
    expect(relativeTimeText(ago(3 * 86_400), NOW, 'fr-FR')).toBe('il y a 3 jours')
  })

  it('is in the page language', async () => {
    await loadMessages(messages, 'fr-FR')
    expect(relativeTimeText(ago(2), NOW, 'fr-FR')).toBe('à l’instant')
    expect(relativeTimeText(ago(30), NOW, 'fr-FR')).toBe('il y a quelques secondes')
    await loadMessages(messages, 'en-US')
  })

  it('throws a TypeError for a time that is not one', () => {
    expect(() => relativeTimeText(Number.NaN, NOW)).toThrow(TypeError)
  })
})

describe('showRelativeTime', () => {
  it('refreshes every 5 s until stopped, and gives a <time> its datetime', () => {
    vi.useFakeTimers({ now: NOW })
    const time = document.createElement('time')
    const stop = showRelativeTime(time, ago(5))
    expect(time.textContent).toBe('just now')
    expect(time.dateTime).toBe(new Date(ago(5)).toISOString())
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS)
    expect(time.textContent).toBe('seconds ago')
    vi.advanceTimersByTime(10 * RELATIVE_TIME_REFRESH_MS)
    expect(time.textContent).toBe('1 minute ago')
    stop()
    vi.advanceTimersByTime(12 * RELATIVE_TIME_REFRESH_MS)
    expect(time.textContent).toBe('1 minute ago')
    expect(vi.getTimerCount()).toBe(0)
  })
})
