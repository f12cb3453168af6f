/**
 * The visitor's cookie choice as it is stored, and what the accept type makes of it. Pure: no
 * cookie, no DOM, so the rules test without a browser.
 */

export const CONSENT_COOKIE = 'ss_consent' // the spec's consent cookie (its name is not shown)
export const CONSENT_VERSION = 2 // spec: cookie banner version 2
export const CONSENT_DAYS = 30 // spec: consent cookie 30 days
export const CONSENT_MS = CONSENT_DAYS * 864e5

/**
 * The accept type of the banner settings; a missing or unknown value is the spec's default, OPT_IN.
 * The visitor layer may send it in lower case.
 */
export function acceptTypeOf(value: unknown): 'OPT_IN' | 'OPT_IN_AND_OUT' {
  return String(value).toUpperCase() === 'OPT_IN_AND_OUT' ? 'OPT_IN_AND_OUT' : 'OPT_IN'
}

/** What the visitor answered. */
export type Choice = 'accepted' | 'declined'

/** Where an answer comes from: the visitor's own click, or the browser's Global Privacy Control. */
export type ChoiceSource = 'visitor' | 'gpc'

/**
 * How the page asks (spec: cookie banner accept types). `OPT_IN`: nothing is tracked until the
 * visitor accepts. `OPT_IN_AND_OUT`: tracking runs until the visitor declines. `NONE`: the site shows
 * no banner, so only a decline (a stored one, or Global Privacy Control) stops tracking.
 */
export type ConsentMode = 'OPT_IN' | 'OPT_IN_AND_OUT' | 'NONE'

/** A choice read back from its cookie. */
export interface StoredChoice {
  choice: Choice
  /** Epoch ms of the answer. */
  date: number
}

const STORED = /^(\d+)\|(accepted|declined)\|(\d{1,16})$/

/**
 * Writes a choice as its cookie text: `version|choice|epoch ms`.
 * @example formatChoice('accepted', 1700000000000) // '2|accepted|1700000000000'
 */
export function formatChoice(choice: Choice, date: number): string {
  return `${CONSENT_VERSION}|${choice}|${date}`
}

/**
 * Reads a stored choice. A value of another banner version, a malformed one, or one older than
 * 30 days (or dated in the future, a clock turned back) is no choice at all: the banner asks again.
 * The date is kept in the value as well as in the cookie's expiry, so a choice expires on time even
 * where the cookie outlives it (a browser restoring its session, a clock changed since).
 */
export function parseChoice(text: unknown, now: number): StoredChoice | undefined {
  const match = typeof text === 'string' ? STORED.exec(text) : null
  if (!match || Number(match[1]) !== CONSENT_VERSION) return undefined
  const date = Number(match[3])
  if (!(date <= now && now - date < CONSENT_MS)) return undefined
  return { choice: match[2] as Choice, date }
}

/** What the gate decides from: the page's mode and the answer it knows of. */
export interface GateInput {
  /** False until a page feature has told the gate how the page asks: nothing is tracked before. */
  configured: boolean
  mode: ConsentMode
  choice: Choice | null
}

/**
 * Whether analytics may run: never before the gate is configured; with an answer, the answer; with
 * none, only when the page does not ask first (`OPT_IN` waits for an accept).
 */
export function allowsTracking({ configured, mode, choice }: GateInput): boolean {
  if (!configured) return false
  if (choice) return choice === 'accepted'
  return mode !== 'OPT_IN'
}

/** Google Consent Mode v2 storage types, all following the one choice of the banner. */
const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const

export const CONSENT_MODE_WAIT_MS = 500 // how long Google tags wait for the stored choice before using the default

/** The Consent Mode state for `granted`: every type granted, or every type denied. */
export function consentModeState(granted: boolean): Record<(typeof CONSENT_TYPES)[number], 'granted' | 'denied'> {
  const value = granted ? 'granted' : 'denied'
  return Object.fromEntries(CONSENT_TYPES.map((type) => [type, value])) as Record<
    (typeof CONSENT_TYPES)[number],
    'granted' | 'denied'
  >
}
