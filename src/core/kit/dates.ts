/**
 * Dates in a server's answers (a comment's `createdOn`, a post's `publishOn`, an event's `startDate`
 * and `endDate`, a concert's `date`), read one way for every island: an ISO 8601 string (a day, or a
 * date-time, with or without its offset) or epoch milliseconds, a number. What cannot be read comes
 * back as '' and the island leaves the date out of its view: an answer is never refused for a date
 * (a stored comment reported as failed invites a duplicate). Hand-written: `Date.parse` also reads
 * engine-specific forms ('March 7, 2026') and rolls an impossible day over ('2026-02-30' is 2 March),
 * and a date library would cost more than these few lines.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/
/** The years an ISO string writes with four digits, as the answers do. */
const LAST_YEAR = 9999

/**
 * A date of an answer as an ISO 8601 string: a string as it is written (trimmed) when it is a real
 * day or date-time; epoch milliseconds as the UTC date-time (`toISOString()`); else ''.
 * @example readDate(1795683600000) // '2026-11-26T09:00:00.000Z'
 * @example readDate('2026-02-30') // ''
 */
export function readDate(value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ''
    const date = new Date(value)
    const year = date.getUTCFullYear()
    return year >= 0 && year <= LAST_YEAR ? date.toISOString() : ''
  }
  if (typeof value !== 'string') return ''
  const text = value.trim()
  const [, year, month, day] = ISO.exec(text) ?? []
  if (!year || Number.isNaN(Date.parse(text))) return ''
  // The day as written must exist (Date.parse takes 30 February as 2 March).
  const written = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return written.getUTCMonth() === Number(month) - 1 && written.getUTCDate() === Number(day) ? text : ''
}

/**
 * The calendar day (`YYYY-MM-DD`) of an answer's date: a day as it is, a date-time's day as written
 * (the day of the place it was written for), epoch milliseconds' UTC day; else ''.
 * @example readDay('2026-12-24T20:00:00-05:00') // '2026-12-24'
 */
export function readDay(value: unknown): string {
  return readDate(value).slice(0, 10)
}
