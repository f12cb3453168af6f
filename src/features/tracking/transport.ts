import { fitsKeepalive } from '../../core/tracking/batch.ts'

/**
 * The spec's transport for analytics payloads that must survive the page: a beacon when the
 * browser queues it, else an XMLHttpRequest, both as text/plain (a simple request: no preflight to
 * an events host on another origin). A beacon's answer is never seen; an XHR's status is handed to
 * `onStatus` when it is done.
 */
export function sendText(url: string, body: string, onStatus?: (status: number) => void): void {
  try {
    // A body beyond the keep-alive limit goes by XHR at once (a browser would refuse the beacon anyway).
    if (fitsKeepalive(body) && navigator.sendBeacon?.(url, body)) return
  } catch {
    // Support: some browsers throw instead of returning false for a URL they refuse to beacon to.
  }
  const xhr = new XMLHttpRequest()
  xhr.open('POST', url)
  xhr.setRequestHeader('Content-Type', 'text/plain')
  // loadend: once the request is done, whatever its outcome (status 0 when it never got an answer).
  xhr.addEventListener('loadend', () => onStatus?.(xhr.status))
  xhr.send(body)
}
