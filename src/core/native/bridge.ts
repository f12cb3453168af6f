/**
 * The bridge to the native mobile app (spec: the query parameter platform=mobile-app marks a page
 * shown inside the app's container; a request carries a promise id and is pending until the native
 * side resolves or rejects it; messages info and dismiss; the web-view variant dismisses through a
 * deep link meaning back).
 *
 * Which container the page is in comes from a second query parameter, `container` (`ios`,
 * `android` or `web-view`), that the app adds with `platform=mobile-app`:
 * - ios: `window.webkit.messageHandlers[name].postMessage({ id, name, data })`;
 * - android: `window.AtollNativeBridge[name](json)`, the same object as JSON text (a Java interface
 *   takes text);
 * - web-view: no handler; dismiss opens {@link NATIVE_BACK_URL}.
 * The native side answers by running `window.postMessage({ type: 'atoll:native', id, result })`, or
 * `{ type: 'atoll:native', id, error }` to reject, in the page.
 */

export const MOBILE_APP_PLATFORM = 'mobile-app' // spec: query parameter platform with value mobile-app
export const NATIVE_CONTAINERS = ['ios', 'android', 'web-view'] as const
export type NativeContainer = (typeof NATIVE_CONTAINERS)[number]
export const NATIVE_BACK_URL = 'atoll-app://back' // spec: a mobile-app deep link meaning back
export const ANDROID_INTERFACE = 'AtollNativeBridge'
export const NATIVE_ANSWER = 'atoll:native'
export const PLATFORM_ERROR = 'mobile platform not correctly identified' // spec: thrown for an unidentified platform
/** spec: '[JS -> Native Bridge] {name} not found' for a missing handler. */
export const handlerNotFound = (name: string) => `[JS -> Native Bridge] ${name} not found`

/** What the page sends: `id` ties the native side's answer to the request. */
export interface NativeRequest {
  id: string
  name: string
  data?: unknown
}

type Handler = (request: NativeRequest) => void

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> }
  [ANDROID_INTERFACE]?: Record<string, ((json: string) => void) | undefined>
}

const pending = new Map<string, { resolve(value: unknown): void; reject(reason: Error): void }>()
let nextId = 0
let listening: AbortController | undefined

/** True when the page is shown inside the mobile app (`platform=mobile-app`). */
export function isMobileApp(search: string = location.search): boolean {
  return new URLSearchParams(search).get('platform') === MOBILE_APP_PLATFORM
}

/**
 * The app's container: `ios`, `android` or `web-view`.
 * @throws Error 'mobile platform not correctly identified' when the page is not in the app or the
 *   `container` parameter names no known container.
 */
export function nativeContainer(search: string = location.search): NativeContainer {
  const query = new URLSearchParams(search)
  const container = query.get('container') as NativeContainer
  if (query.get('platform') !== MOBILE_APP_PLATFORM || !NATIVE_CONTAINERS.includes(container))
    throw new Error(PLATFORM_ERROR)
  return container
}

/**
 * Sends a message to the native side and waits for its answer, however long it takes.
 * @returns a promise of the native side's `result`; it rejects with the native `error` as an Error,
 *   or with '[JS -> Native Bridge] {name} not found' when the container has no handler for `name`.
 * @throws Error 'mobile platform not correctly identified' (see {@link nativeContainer}).
 * @example const { appVersion } = await request('info', { url: location.href })
 */
export function request(name: string, data?: unknown): Promise<unknown> {
  const handler = handlerFor(nativeContainer(), name)
  if (!handler) return Promise.reject(new Error(handlerNotFound(name)))
  listen()
  const id = `${Date.now().toString(36)}-${++nextId}`
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    try {
      handler({ id, name, ...(data !== undefined && { data }) })
    } catch (error) {
      pending.delete(id)
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

/** spec: message info. Tells the app about the page; resolves with the app's answer. */
export const info = (data: unknown): Promise<unknown> => request('info', data)

/**
 * spec: message dismiss. Asks the app to close the page; in the web-view container, opens the app's
 * deep link meaning back instead.
 */
export function dismiss(navigate: (url: string) => void = (url) => location.assign(url)): Promise<unknown> {
  if (nativeContainer() !== 'web-view') return request('dismiss')
  navigate(NATIVE_BACK_URL)
  return Promise.resolve()
}

/** How many requests are waiting for the native side. */
export const pendingRequests = (): number => pending.size

/** Stops listening for answers and rejects nothing: requests still pending stay pending. */
export function disconnect(): void {
  listening?.abort()
  listening = undefined
}

function handlerFor(container: NativeContainer, name: string): Handler | undefined {
  const native = window as unknown as NativeWindow
  if (container === 'ios') {
    const handler = native.webkit?.messageHandlers?.[name]
    return handler && ((message) => handler.postMessage(message))
  }
  if (container === 'android') {
    const bridge = native[ANDROID_INTERFACE]
    return typeof bridge?.[name] === 'function' ? (message) => bridge[name]!(JSON.stringify(message)) : undefined
  }
}

function listen(): void {
  if (listening) return
  listening = new AbortController()
  window.addEventListener(
    'message',
    (event: MessageEvent) => {
      // The native side runs its answer in this window; other frames cannot settle a request.
      const answer = event.data as { type?: unknown; id?: unknown; result?: unknown; error?: unknown } | null
      if (event.source !== window || answer?.type !== NATIVE_ANSWER || typeof answer.id !== 'string') return
      const waiting = pending.get(answer.id)
      if (!waiting) return
      pending.delete(answer.id)
      if ('error' in answer)
        waiting.reject(new Error(typeof answer.error === 'string' ? answer.error : JSON.stringify(answer.error)))
      else waiting.resolve(answer.result)
    },
    { signal: listening.signal },
  )
}
