/**
 * The analytics session (spec: analytics session): whether this page is the session's first
 * landing, whether the session is the visitor's first, the session id and the analytics id. Written
 * to the browser only where the consent gate allows analytics cookies; read once per page.
 */
import { cookiesAllowed } from '../../core/consent/index.ts'
import { getCookie, setCookie } from '../../core/storage/cookies.ts'
import { localStore, sessionStore } from '../../core/storage/storage.ts'
import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_ID_COOKIE,
  FIRST_SESSION_FLAG,
  HAS_LANDED_FLAG,
  SESSION_ID_COOKIE,
} from '../../core/tracking/cookies.ts'

export const ANALYTICS_ID_WARNING = '[atoll:tracking] Unable to store analyticsId' // spec: analytics console messages

export interface AnalyticsSession {
  isFirstLanding: boolean
  isFirstSession: boolean
  sessionId: string
  /** The visitor's analytics id, or null where analytics cookies are not allowed. */
  analyticsId: string | null
}

/** 128 random bits as hex. Support: `crypto.randomUUID` exists only in secure contexts, and a published page may be http. */
export const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Reads and moves on the analytics session: first landing when session storage has no flag, first
 * session when local storage has no landed flag (spec); a new session id on each first landing.
 */
export function openSession(): AnalyticsSession {
  const write = cookiesAllowed()
  // The session flag's presence says this session has landed; its value, whether it is the first session.
  const flag = write ? sessionStore.get<boolean>(FIRST_SESSION_FLAG) : undefined
  const isFirstLanding = typeof flag !== 'boolean'
  const isFirstSession = isFirstLanding ? (write ? localStore.get(HAS_LANDED_FLAG) === undefined : true) : flag
  const stored = write ? getCookie(SESSION_ID_COOKIE) : undefined
  const sessionId = isFirstLanding || !stored ? randomId() : stored
  if (!write) return { isFirstLanding, isFirstSession, sessionId, analyticsId: null }

  const analyticsId = getCookie(ANALYTICS_ID_COOKIE) || randomId()
  sessionStore.set(FIRST_SESSION_FLAG, isFirstSession)
  localStore.set(HAS_LANDED_FLAG, true)
  setCookie(SESSION_ID_COOKIE, sessionId, { expires: ANALYTICS_COOKIE_DAYS })
  setCookie(ANALYTICS_ID_COOKIE, analyticsId, { expires: ANALYTICS_COOKIE_DAYS })
  if (getCookie(ANALYTICS_ID_COOKIE) !== analyticsId) console.warn(ANALYTICS_ID_WARNING)
  return { isFirstLanding, isFirstSession, sessionId, analyticsId }
}
