import type { ValueOf } from '../enums/value-of.ts'

/** Dictionary ids of the data layer's messages (family `data`). */
export const DATA_MESSAGE = {
  unauthorized: 'data.unauthorized',
  serverError: 'data.serverError',
  unavailable: 'data.unavailable',
  notFound: 'data.notFound',
  unableToConnect: 'data.unableToConnect',
  parseError: 'data.parseError',
  failed: 'data.failed',
} as const

export type DataMessage = ValueOf<typeof DATA_MESSAGE>

export const EMPTY_SUCCESS_STATUSES = [204, 1223] // spec: a status of 204 or 1223 is treated as an empty success
export const FAILURE_BODY_STATUSES = [400, 401, 500, 502] // spec: with error, message or billingErrorCode the failure handler is called
export const RETRY_DELAY_MS = 200 // spec: retried every 200 ms if a retry count is set
/**
 * Statuses that say the server was reached and has nothing at the address. The spec words every
 * status it does not name "Unable to connect..."; a visitor told that for a 404 was told something
 * false (the server answered), so these take the spec's "Unable to locate content", and are not
 * retried (the answer will not change 200 ms later).
 */
export const NOT_FOUND_STATUSES = [404, 410]

/**
 * What the spec's error catalogue makes of an answer:
 * - `empty`: a success without a body;
 * - `ok`: a success with this body;
 * - `failure`: the body reports the failure and goes to the caller as it is;
 * - a message id: the status's own message (404 and 410: `data.notFound`, see NOT_FOUND_STATUSES);
 *   only `data.unableToConnect` is retried.
 * Bodies that carry `crumbFail`, `loginRequired` or `authorizationFail` are failures at any status.
 */
export function judge(status: number, body: unknown): 'empty' | 'ok' | 'failure' | DataMessage {
  if (EMPTY_SUCCESS_STATUSES.includes(status)) return 'empty'
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  if (has(fields.crumbFail) || has(fields.loginRequired) || has(fields.authorizationFail)) return 'failure'
  if (status >= 200 && status < 300) return has(fields.error) ? 'failure' : 'ok'
  if (
    FAILURE_BODY_STATUSES.includes(status) &&
    (has(fields.error) || has(fields.message) || has(fields.billingErrorCode))
  )
    return 'failure'
  if (status === 401 || status === 403) return DATA_MESSAGE.unauthorized
  if (status === 500 || status === 501) return DATA_MESSAGE.serverError
  if (status === 503) return DATA_MESSAGE.unavailable
  if (NOT_FOUND_STATUSES.includes(status)) return DATA_MESSAGE.notFound
  return DATA_MESSAGE.unableToConnect
}

const has = (value: unknown): boolean => value != null && value !== false
