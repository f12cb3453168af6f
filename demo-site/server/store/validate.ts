/** Checks of the store's request bodies: each failure is a 400 whose message names the field. */
import type { Context } from 'hono'
import { StoreError } from './errors.ts'

type Body = Record<string, unknown>

/** spec: a SKU is at most 60 characters. */
export const MAX_SKU_LENGTH = 60
/** The longest id (a product's, an entry's, a review token) the store's calls take. */
export const MAX_ID_LENGTH = 100

/**
 * The request's body as a JSON object. Only `application/json` is read: a page of another site can
 * send a form-encoded or plain-text POST without asking, but not a JSON one.
 * @throws StoreError 415 for another content type, 400 for a body that is not a JSON object.
 */
export function jsonBody(c: Context): Promise<Body> {
  return jsonObject(c.req.header('content-type'), () => c.req.json())
}

/**
 * {@link jsonBody} of any request: its content type and a read of its body as JSON. The static
 * demo's worker answers the same calls with it, with the same messages.
 */
export async function jsonObject(contentType: string | null | undefined, read: () => Promise<unknown>): Promise<Body> {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ''))
    throw new StoreError(415, 'Send the body as JSON, with Content-Type: application/json.')
  let body: unknown
  try {
    body = await read()
  } catch {
    throw new StoreError(400, 'The body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new StoreError(400, 'The body must be a JSON object.')
  return body as Body
}

/** A string of 1 to `max` characters (after trimming). */
export function requiredString(body: Body, name: string, max: number): string {
  const value = body[name]
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw new StoreError(400, `${name} must be a string of 1 to ${max} characters.`)
  }
  return value.trim()
}

/** A string of at most `max` characters, trimmed; '' when absent or null. */
export function optionalString(body: Body, name: string, max: number): string {
  const value = body[name] ?? ''
  if (typeof value !== 'string' || value.length > max)
    throw new StoreError(400, `${name} must be a string of at most ${max} characters.`)
  return value.trim()
}

/**
 * A whole number from `min` to `max`.
 * @param missing the message when the field is absent or null, if it differs from the range's
 */
export function integerIn(body: Body, name: string, min: number, max: number, missing?: string): number {
  const value = body[name]
  if ((value === undefined || value === null) && missing) throw new StoreError(400, missing)
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new StoreError(400, `${name} must be a whole number from ${min} to ${max}.`)
  }
  return value
}
