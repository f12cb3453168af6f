import { NEVER_AGAIN, type OverlayOptions } from './options.ts'

/** What the visitor's browser remembers of the overlay (spec: stored local record). */
export interface OverlayRecord {
  /** The overlay's version when the visitor last closed or submitted it. */
  version: number
  /** The visitor submitted the overlay's form at that version. */
  submitted: boolean
  /** When the visitor last closed it (or submitted its form), epoch ms. */
  dateClosed?: number
}

/** Where the record is kept in local storage: one per site, as a site has one popup overlay. */
export const RECORD_KEY = 'atoll.popup-overlay'

export const DAY_MS = 86_400_000

/** Who is looking, and on what. */
export interface Viewer {
  /** The viewport is a phone's (spec: mobile up to 432px wide). */
  mobile: boolean
  /** Someone is signed in (`authenticatedAccount` in the page context). */
  signedIn: boolean
}

/**
 * Whether the overlay shows, by the spec's rules: again when the stored version is older than the
 * setting; not when submitted and `showUntilSignup`; again once `displayFrequency` days have passed
 * since it was closed (-1: never again). Phones see it only with `enableMobile`. Signed-in users
 * always get it (spec section 6), so the owner sees the overlay they are building on every load.
 * @example shouldShow(options, undefined, Date.now(), { mobile: false, signedIn: false }) // true
 */
export function shouldShow(
  options: OverlayOptions,
  record: OverlayRecord | undefined,
  now: number,
  viewer: Viewer,
): boolean {
  if (viewer.mobile && !options.enableMobile) return false
  if (viewer.signedIn || !record || record.version < options.version) return true
  if (record.submitted && options.showUntilSignup) return false
  if (record.dateClosed === undefined) return true
  if (options.displayFrequency === NEVER_AGAIN) return false
  return now - record.dateClosed >= options.displayFrequency * DAY_MS
}

/**
 * The record after the visitor closes the overlay or submits its form at `now`. A submission made
 * at an older version does not count for a newer one.
 */
export function nextRecord(
  options: OverlayOptions,
  previous: OverlayRecord | undefined,
  now: number,
  submitted: boolean,
): OverlayRecord {
  const sameVersion = previous?.version === options.version
  return { version: options.version, submitted: submitted || (sameVersion && previous.submitted), dateClosed: now }
}

/** A stored value read back: anything that is not a record counts as none. */
export function readRecord(value: unknown): OverlayRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { version, submitted, dateClosed } = value as Record<string, unknown>
  if (typeof version !== 'number') return undefined
  return {
    version,
    submitted: submitted === true,
    ...(typeof dateClosed === 'number' ? { dateClosed } : {}),
  }
}
