/**
 * The one consent gate. Everything that tracks a visitor asks it first: `canTrack()` before a
 * request, `cookiesAllowed()` before an analytics cookie, `whenConsented()` to wait for an accept.
 * The state is a zustand vanilla store; the banner writes the visitor's answer through `choose()`.
 *
 * Google Consent Mode v2: the first `configureConsent()` pushes a default with every type denied,
 * then an update from what is known on this load (a stored answer, Global Privacy Control, or a page
 * that does not ask first); each answer pushes another update. They are pushed as gtag does,
 * `dataLayer.push(arguments)`: Google's tags read an Arguments object, not an array.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ConsentSnapshot, PageContext } from '../../contract.ts'
import { getCookie, removeCookie, setCookie } from '../storage/cookies.ts'
import { clearVisitor } from '../storage/visitor.ts'
import { clearTrackingData } from '../tracking/cookies.ts'
import {
  acceptTypeOf,
  allowsTracking,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_MODE_WAIT_MS,
  consentModeState,
  formatChoice,
  parseChoice,
  type Choice,
  type ChoiceSource,
  type ConsentMode,
} from './choice.ts'

export {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_VERSION,
  type Choice,
  type ChoiceSource,
  type ConsentMode,
} from './choice.ts'

export interface ConsentState {
  /** Whether a page feature has told the gate how this page asks. Nothing is tracked before. */
  configured: boolean
  mode: ConsentMode
  /**
   * The site's restrictive cookie policy (`isRestrictiveCookiePolicyEnabled`, the editor's
   * "analytics cookies disabled", or `isRestrictiveCookiePolicyAbsolute`): no analytics cookie,
   * whatever the answer.
   */
  restrictive: boolean
  /**
   * `isVisitorDataRestricted` (spec: the inverse of the editor's activity log): nothing that logs
   * what one visitor does, neither the activity calls nor the visitor record cookies.
   */
  visitorDataRestricted: boolean
  choice: Choice | null
  source: ChoiceSource | null
  /** Epoch ms of the visitor's answer. */
  date: number | null
}

/** The visitor's choice as `Atoll.consent.get()` and the `atoll:consent` event give it. */
export type { ConsentSnapshot }

/**
 * The gate's state, made on its first use: made as the core's module ran, its read of the consent
 * cookie would be part of the core's evaluation on every page that loads the core, most of which
 * never ask.
 */
let store: StoreApi<ConsentState> | undefined
const state = () =>
  (store ??= createStore<ConsentState>()(() => ({
    configured: false,
    mode: 'OPT_IN',
    restrictive: false,
    visitorDataRestricted: false,
    ...answerOnRecord(false),
  })))

export const consentStore: Pick<StoreApi<ConsentState>, 'getState' | 'subscribe'> & {
  setState(next: Partial<ConsentState>): void
} = {
  getState: () => state().getState(),
  setState: (next) => state().setState(next),
  subscribe: (listener) => state().subscribe(listener),
}

/** Whether visitor analytics may send now. */
export const canTrack = (): boolean => allowsTracking(consentStore.getState())

/** Whether analytics cookies (and the storage standing in for them) may be written now. */
export const cookiesAllowed = (): boolean => canTrack() && !consentStore.getState().restrictive

/**
 * Whether what logs one visitor's activity may happen now: the census calls, the
 * newsletter-subscribe tracker, session recording. Page views still count where analytics may send.
 */
export const activityAllowed = (): boolean => canTrack() && !consentStore.getState().visitorDataRestricted

/** Whether the visitor record cookies (`ss_cvr`, `ss_cvt`) may be written now. */
export const visitorRecordAllowed = (): boolean => cookiesAllowed() && !consentStore.getState().visitorDataRestricted

/** The visitor's choice (`Atoll.consent.get()`). */
export function consentSnapshot(): ConsentSnapshot {
  const { choice, source, date } = consentStore.getState()
  return { choice, source, date, analytics: canTrack() }
}

/**
 * Tells the gate how the page asks, from `page.cookieSettings`: a page with an enabled banner asks
 * with its accept type (OPT_IN by default), a page without one does not ask. The first call wins;
 * `reconfigure` applies new settings (the banner's update event). Declined answers and the
 * restrictive policy clear the tracking cookies here, on every load; restricted visitor data clears
 * the visitor record.
 */
export function configureConsent(page: Readonly<PageContext>, reconfigure = false): void {
  const first = !consentStore.getState().configured
  if (!first && !reconfigure) return
  const settings = page.cookieSettings ?? {}
  if (first) gtag('consent', 'default', { ...consentModeState(false), wait_for_update: CONSENT_MODE_WAIT_MS })
  const next: Partial<ConsentState> = {
    configured: true,
    mode: settings.isCookieBannerEnabled === true ? acceptTypeOf(settings.cookieBannerAcceptType) : 'NONE',
    restrictive:
      settings.isRestrictiveCookiePolicyAbsolute === true || settings.isRestrictiveCookiePolicyEnabled === true,
    visitorDataRestricted: settings.isVisitorDataRestricted === true,
    // New settings keep the answer given on this page, even where its cookie could not be written.
    ...(first && answerOnRecord(true)),
  }
  // Cleared before the subscribers hear of the new state, as for a decline.
  const choice = 'choice' in next ? next.choice : consentStore.getState().choice
  if (choice === 'declined' || next.restrictive) clearTrackingData()
  else if (next.visitorDataRestricted) clearVisitor()
  consentStore.setState(next)
  if (consentStore.getState().choice || canTrack()) signal()
}

/**
 * Records the visitor's answer for 30 days, updates Consent Mode, tells the subscribers and
 * dispatches `atoll:consent`. A decline clears the tracking cookies before anyone hears of it.
 */
export function choose(choice: Choice): void {
  const date = Date.now()
  setCookie(CONSENT_COOKIE, formatChoice(choice, date), { expires: CONSENT_DAYS })
  const { restrictive, visitorDataRestricted } = consentStore.getState()
  if (choice === 'declined' || restrictive) clearTrackingData()
  else if (visitorDataRestricted) clearVisitor()
  consentStore.setState({ choice, source: 'visitor', date })
  signal()
  document.dispatchEvent(new CustomEvent('atoll:consent', { detail: consentSnapshot() }))
}

/**
 * Calls `listener` with the choice whenever the gate's state changes.
 * @returns the unsubscribe function.
 */
export function onConsentChange(listener: (snapshot: ConsentSnapshot) => void): () => void {
  return consentStore.subscribe(() => listener(consentSnapshot()))
}

/**
 * Runs `run` once analytics are allowed: now, or at the visitor's accept. Dropped when the answer is
 * no (now or later): what happened before a decline is never sent after it. What waited runs in a
 * task of its own, after the change that allowed it: not inside the accept's click (the visitor's
 * next paint) nor inside the tracking feature's start, where the census calls of the blocks mounted
 * before it would make one long task.
 * @returns a function that cancels the wait.
 */
export function whenConsented(run: () => void): () => void {
  const refused = () => consentStore.getState().choice === 'declined'
  if (canTrack()) {
    run()
    return () => {}
  }
  if (consentStore.getState().configured && refused()) return () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = consentStore.subscribe(() => {
    if (canTrack()) {
      stop()
      // Checked again when it runs: a decline in between still drops it.
      timer = setTimeout(() => canTrack() && run())
    } else if (refused()) stop()
  })
  return () => {
    stop()
    clearTimeout(timer)
  }
}

type Opener = (force: boolean) => boolean
let opener: Opener | undefined

/**
 * The cookie banner registers how it opens, for `Atoll.consent.show()`.
 * @returns the function that unregisters it.
 */
export function registerBanner(open: Opener): () => void {
  opener = open
  return () => {
    if (opener === open) opener = undefined
  }
}

/**
 * Shows the cookie banner (`Atoll.consent.show({ force })`); `force` makes it a modal dialog that
 * asks even when the visitor has answered before.
 * @returns whether a banner was there to show (the page's settings enable it, outside the editor).
 */
export function showBanner(options: { force?: boolean } = {}): boolean {
  return opener?.(options?.force === true) ?? false
}

/**
 * The stored answer, else the browser's Global Privacy Control as a decline, else none.
 * @param tidy removes a stored answer that no longer counts (expired, or from an older banner version).
 */
function answerOnRecord(tidy: boolean): Pick<ConsentState, 'choice' | 'source' | 'date'> {
  const text = getCookie(CONSENT_COOKIE)
  const stored = parseChoice(text, Date.now())
  if (stored) return { choice: stored.choice, source: 'visitor', date: stored.date }
  if (tidy && text !== undefined) removeCookie(CONSENT_COOKIE)
  if ((globalThis.navigator as { globalPrivacyControl?: boolean } | undefined)?.globalPrivacyControl === true) {
    return { choice: 'declined', source: 'gpc', date: null }
  }
  return { choice: null, source: null, date: null }
}

function signal(): void {
  gtag('consent', 'update', consentModeState(cookiesAllowed()))
}

// Support: gtag.js ignores commands pushed as arrays; it only reads the Arguments object of a call.
function gtag(..._command: unknown[]): void {
  const page = window as unknown as { dataLayer?: unknown[] }
  // biome-ignore lint/complexity/noArguments: gtag.js tells a command from data by its being an Arguments object
  ;(page.dataLayer ??= []).push(arguments)
}

/** `window.Atoll.consent`. */
export const consent = {
  /** The visitor's choice: `{ choice, source, date, analytics }`. */
  get: consentSnapshot,
  /** Shows the cookie banner; `{ force: true }` asks again in a modal dialog. Returns whether there was a banner to show. */
  show: showBanner,
}
