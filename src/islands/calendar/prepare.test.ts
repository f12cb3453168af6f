import { describe, expect, it, vi } from 'vitest'
import * as format from '../../core/i18n/format.ts'
import { prepareCalendarFormats } from './Calendar.tsx'

describe("the calendar's date formats", () => {
  it("are made ahead of the first draw, one task each, none in the caller's task", async () => {
    const made = vi.spyOn(format, 'dateFormat')
    const ready = prepareCalendarFormats('fr-FR', 'Europe/Oslo')
    await Promise.resolve()
    expect(made).not.toHaveBeenCalled()
    await ready
    expect(made).toHaveBeenCalledTimes(8)
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toEqual([
      'UTC',
      'UTC',
      'UTC',
      'UTC',
      'UTC',
      'Europe/Oslo',
      'Europe/Oslo',
      'Europe/Oslo',
    ])
    // The last tells today's day in the site's time zone, as the mount asks before the first draw.
    expect(made.mock.calls.at(-1)?.[0]).toBe('en-CA')
  })
})
