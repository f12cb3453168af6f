/**
 * The visitor record and the visit time as cookie text, and how a visit follows the one before.
 *
 * Record: `id|firstVisit|previousVisit|currentVisit|visitCount` (spec: "an id followed by 4 positive
 * integers separated by bars"): the start of the first visit, of the visit before this one and of this
 * one, in epoch ms, and how many visits there have been. The spec's entity list says "four timestamps
 * and a visit count", which would be five numbers; the format rule has four, so it is three timestamps
 * and the count. A first visit has no visit before it: its previous visit is itself.
 *
 * The id is 1 to 64 letters, digits, `_` or `-` (a fresh one is a UUID). Numbers are written without
 * leading zeros and must be safe integers; anything else makes the whole value invalid.
 */

export const VISIT_COOKIE_MINUTES = 30 // spec: the visit cookie lives 30 minutes

export interface VisitorRecord {
  id: string
  /** Epoch ms of the first visit's start. */
  firstVisit: number
  /** Epoch ms of the previous visit's start (the current visit's own start on a first visit). */
  previousVisit: number
  /** Epoch ms of this visit's start. */
  currentVisit: number
  /** Visits so far, this one included. */
  visitCount: number
}

const POSITIVE = '([1-9]\\d{0,15})'
const RECORD = new RegExp(`^([\\w-]{1,64})\\|${POSITIVE}\\|${POSITIVE}\\|${POSITIVE}\\|${POSITIVE}$`)
const VISIT = new RegExp(`^${POSITIVE}$`)

/**
 * Reads a visitor record from its cookie text.
 * @returns the record, or `undefined` for any value not in the record format (never throws).
 */
export function parseVisitorRecord(text: unknown): VisitorRecord | undefined {
  const match = typeof text === 'string' ? RECORD.exec(text) : null
  if (!match) return undefined
  const [firstVisit, previousVisit, currentVisit, visitCount] = match.slice(2).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  if (![firstVisit, previousVisit, currentVisit, visitCount].every(Number.isSafeInteger)) return undefined
  return { id: match[1]!, firstVisit, previousVisit, currentVisit, visitCount }
}

/** Writes a visitor record as its cookie text. */
export function formatVisitorRecord({
  id,
  firstVisit,
  previousVisit,
  currentVisit,
  visitCount,
}: VisitorRecord): string {
  return [id, firstVisit, previousVisit, currentVisit, visitCount].join('|')
}

/**
 * Reads the visit cookie: the epoch ms of the visit's last activity.
 * @returns a positive safe integer, or `undefined` for anything else (never throws).
 */
export function parseVisitTime(text: unknown): number | undefined {
  const time = typeof text === 'string' && VISIT.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(time) ? time : undefined
}

/**
 * The record after activity at `now` (spec: visitor cookie states): a fresh record for a new
 * visitor; the same record while the visit goes on; a new visit (count + 1, this visit's start
 * becomes the previous one) once the last activity is 30 minutes old or unknown.
 * @param lastActivity the visit cookie's time, `undefined` when it has expired or was invalid.
 * @param createId makes the id of a fresh record.
 */
export function recordVisit(
  record: VisitorRecord | undefined,
  lastActivity: number | undefined,
  now: number,
  createId: () => string,
): VisitorRecord {
  if (!record) return { id: createId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }
  if (lastActivity !== undefined && now - lastActivity < VISIT_COOKIE_MINUTES * 60_000) return record
  return { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: record.visitCount + 1 }
}
