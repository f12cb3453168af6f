/**
 * Third-party scripts, from their provider's origin only (CONTRACT.md section 3: a block never turns
 * a URL from its settings into script except from its provider's own origin, compared on the parsed
 * URL's origin). Every island that loads a script goes through {@link loadScript}: one element per
 * URL however many blocks wait for it, a timeout, and removal when the last of them is destroyed.
 * Hand-written: a script loader is a dozen lines of DOM, and none of the loaders on npm checks origins.
 */
import { allowedOrigin } from './url.ts'

export interface ScriptOptions {
  /** The origins the script may come from (`https://www.exploretock.com`); anything else is refused. */
  allow: readonly string[]
  /** Milliseconds before this caller gives up (the element stays for other callers). @default none */
  timeout?: number
  /** Aborting it releases this caller: the promise rejects, and the element goes with the last caller. */
  signal?: AbortSignal
  /** Where the element goes, for scripts that render next to themselves (`document.currentScript`). @default document.head */
  parent?: Element
}

/** A script that was not loaded: refused, failed, timed out or released. `reason` says which. */
export class ScriptError extends Error {
  override name = 'ScriptError'
  constructor(
    message: string,
    readonly url: string,
    readonly reason: 'refused' | 'failed' | 'timeout' | 'aborted',
  ) {
    super(message)
  }
}

interface Entry {
  script: HTMLScriptElement
  state: 'loading' | 'loaded' | 'failed'
  users: number
  waiting: Set<{ resolve(script: HTMLScriptElement): void; reject(error: ScriptError): void }>
}

const entries = new Map<string, Entry>()

/**
 * Loads the script at `url` once, if its origin is one of `allow`.
 * @returns a promise of the element, resolved when it has loaded; rejected with a {@link ScriptError}
 * when the URL is refused (nothing is added to the page), fails, times out or `signal` aborts.
 * @example await loadScript('https://www.exploretock.com/tock.js', { allow: ['https://www.exploretock.com'], timeout: 10_000, signal })
 */
export function loadScript(url: string, options: ScriptOptions): Promise<HTMLScriptElement> {
  const { allow, timeout, signal, parent = document.head } = options
  const href = allowedOrigin(url, allow)
  if (!href) {
    return Promise.reject(
      new ScriptError(
        `Refused the script ${JSON.stringify(url)}: only scripts from ${allow.join(', ')} are loaded`,
        url,
        'refused',
      ),
    )
  }
  if (signal?.aborted) return Promise.reject(new ScriptError(`${href} was no longer wanted`, href, 'aborted'))
  let entry = entries.get(href)
  if (entry && !entry.script.isConnected) {
    entries.delete(href)
    entry = undefined
  }
  if (!entry) entry = create(href, parent)
  const current = entry
  current.users++
  if (current.state === 'loaded' && !signal) return Promise.resolve(current.script)

  return new Promise<HTMLScriptElement>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let held = true
    const release = () => {
      clearTimeout(timer)
      current.waiting.delete(waiter)
    }
    const waiter = {
      // A loaded script is still held: the caller's signal removes it later.
      resolve(script: HTMLScriptElement) {
        release()
        resolve(script)
      },
      reject(error: ScriptError) {
        release()
        signal?.removeEventListener('abort', aborted)
        reject(error)
      },
    }
    /** This caller no longer holds the script; the last one out removes it. */
    const letGo = (error: ScriptError) => {
      if (held) {
        held = false
        if (--current.users === 0 && entries.get(href) === current) {
          entries.delete(href)
          current.script.remove()
        }
      }
      waiter.reject(error)
    }
    const aborted = () => letGo(new ScriptError(`${href} was no longer wanted`, href, 'aborted'))
    signal?.addEventListener('abort', aborted, { once: true })
    if (current.state === 'loaded') {
      resolve(current.script)
      return
    }
    // Support: happy-dom, and a browser with the URL blocked, may fail it while it is appended.
    if (current.state === 'failed') return waiter.reject(failed(href))
    current.waiting.add(waiter)
    if (timeout !== undefined)
      timer = setTimeout(
        () => letGo(new ScriptError(`${href} did not load within ${timeout / 1000} s`, href, 'timeout')),
        timeout,
      )
  })
}

function create(href: string, parent: Element): Entry {
  const script = document.createElement('script')
  const entry: Entry = { script, state: 'loading', users: 0, waiting: new Set() }
  script.async = true
  script.src = href
  script.addEventListener('load', () => {
    if (entry.state === 'failed') return
    entry.state = 'loaded'
    for (const waiter of [...entry.waiting]) waiter.resolve(script)
  })
  script.addEventListener('error', () => {
    entry.state = 'failed'
    // A failed script goes at once, so that a later block tries again.
    if (entries.get(href) === entry) entries.delete(href)
    script.remove()
    for (const waiter of [...entry.waiting]) waiter.reject(failed(href))
  })
  entries.set(href, entry)
  parent.append(script)
  return entry
}

const failed = (href: string) => new ScriptError(`${href} did not load`, href, 'failed')
