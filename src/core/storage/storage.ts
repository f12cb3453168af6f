import { getCookie, removeCookie, setCookie } from './cookies.ts'

export const STORAGE_WARNING = '[atoll:storage] Unable access local/session storage.' // spec: storage errors are warnings and ignored

export const LOCAL_FALLBACK_COOKIE_DAYS = 390 // spec: analytics cookie lifetime 390 days; unavailable local storage falls back to cookies

/** Fallback cookies get their own names, so a local and a session value under one key never meet. */
const FALLBACK_PREFIX = { local: 'atoll.local.', session: 'atoll.session.' } as const

const PROBE = 'atoll.probe'

/** What is stored under a key: the value, and the epoch ms after which it is discarded on read. */
interface Entry {
  v: unknown
  e?: number
}

export interface StoreOptions {
  /** Epoch ms after which the value counts as absent and is removed when next read. */
  expiresAt?: number
}

/** A JSON key-value store on Web Storage, or on cookies where Web Storage is unavailable. */
export interface Store {
  /** The stored value, or `undefined` when absent, unreadable or expired (an expired one is removed). */
  get<T>(key: string): T | undefined
  /** Stores `value` as JSON; a write the browser refuses (quota) is a warning and ignored. */
  set(key: string, value: unknown, options?: StoreOptions): void
  remove(key: string): void
}

let warned = false

function warn(error: unknown): void {
  if (!warned) console.warn(STORAGE_WARNING, error)
  warned = true
}

function createStore(kind: keyof typeof FALLBACK_PREFIX): Store {
  // `null` once the probe failed: Web Storage blocked (cookies disabled), absent, or refusing every
  // write (Support: Safari private browsing before 11 had a zero quota).
  let backend: Storage | null | undefined

  function storage(): Storage | null {
    if (backend === undefined) {
      try {
        backend = globalThis[`${kind}Storage`]
        backend.setItem(PROBE, PROBE)
        backend.removeItem(PROBE)
      } catch (error) {
        warn(error)
        backend = null
      }
    }
    return backend
  }

  function read(key: string): string | null | undefined {
    try {
      const store = storage()
      return store ? store.getItem(key) : getCookie(FALLBACK_PREFIX[kind] + key)
    } catch (error) {
      warn(error)
    }
  }

  function remove(key: string): void {
    try {
      const store = storage()
      if (store) store.removeItem(key)
      else removeCookie(FALLBACK_PREFIX[kind] + key)
    } catch (error) {
      warn(error)
    }
  }

  return {
    get<T>(key: string): T | undefined {
      let entry: Entry | undefined
      try {
        entry = JSON.parse(read(key) ?? '0') || undefined
      } catch {
        return undefined
      }
      if (typeof entry?.e === 'number' && entry.e <= Date.now()) {
        // spec: stored session data with an expiry in the past is discarded on read
        remove(key)
        return undefined
      }
      return entry?.v as T | undefined
    },

    set(key: string, value: unknown, { expiresAt }: StoreOptions = {}): void {
      const text = JSON.stringify(expiresAt === undefined ? { v: value } : { v: value, e: expiresAt })
      try {
        const store = storage()
        if (store) return store.setItem(key, text)
        // A session cookie ends with the browser session, as session storage does.
        const expires =
          kind === 'session' ? undefined : expiresAt === undefined ? LOCAL_FALLBACK_COOKIE_DAYS : new Date(expiresAt)
        setCookie(FALLBACK_PREFIX[kind] + key, text, { expires })
      } catch (error) {
        warn(error)
      }
    },

    remove,
  }
}

/** Local storage (kept across visits), falling back to cookies of 390 days. */
export const localStore: Store = createStore('local')

/** Session storage (kept for the tab's session), falling back to session cookies. */
export const sessionStore: Store = createStore('session')
