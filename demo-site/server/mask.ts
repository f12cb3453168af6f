/**
 * What the inbox page hides of what it shows: credentials a visitor's browser sent. Masking happens
 * at display, on the HTML pages only; the database and `/inbox.json` keep what was received, so a
 * test can still check that a page sent its token (the server answers only on its own host, and
 * sends no CORS headers, so no other site can read them).
 */

/** What a hidden value is shown as. */
export const MASK = '[masked]'

/** Header names whose value is a credential: cookies, CSRF and anti-forgery tokens, crumbs, authorization. */
const SECRET_HEADER = /cookie|csrf|xsrf|crumb|token|authorization/i

/** Field, parameter and JSON key names whose value is a secret. */
const SECRET_NAME = /passw(?:or)?d|secret|token|csrf|xsrf|crumb/i

/** Nested JSON-in-a-string (a form's fields inside its submission) is looked into this deep. */
const MAX_NESTING = 3

/** True when a field, parameter or key of this name holds a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name)
}

/** The headers with every credential masked; each cookie keeps its name. */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (/^cookie$/i.test(name))
      shown[name] = value
        .split(';')
        .map((pair) => `${pair.split('=')[0]?.trim() ?? ''}=${MASK}`)
        .join('; ')
    else shown[name] = SECRET_HEADER.test(name) ? MASK : value
  }
  return shown
}

/** A query string or form-encoded body with the values of secret names masked, as `name=value` pairs. */
export function maskParams(params: URLSearchParams): [string, string][] {
  return [...params].map(([name, value]) => [name, isSecretName(name) ? MASK : value])
}

// A JSON string, then, when it is a key, its colon and a string or scalar value.
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`
const JSON_MEMBER = new RegExp(
  String.raw`(${JSON_STRING})(?:(\s*:\s*)(${JSON_STRING}|-?\d[\d.eE+-]*|true|false|null))?`,
  'g',
)

/**
 * JSON text with the string and scalar values of secret keys masked. It works on the text, not on a
 * parsed value, so that invalid JSON, very deep nesting and huge bodies are masked too and can never
 * throw. A string value that is itself JSON (a form's fields inside its submission) is masked inside.
 * @example
 * maskJsonText('{"email":"a@b.c","password":"hunter2"}') // '{"email":"a@b.c","password":"[masked]"}'
 */
export function maskJsonText(text: string, depth = 0): string {
  return text.replace(JSON_MEMBER, (_whole, string: string, colon: string | undefined, value: string | undefined) => {
    if (colon === undefined || value === undefined) return maskNested(string, depth)
    if (isSecretName(decode(string) ?? string)) return `${string}${colon}"${MASK}"`
    return `${string}${colon}${value.startsWith('"') ? maskNested(value, depth) : value}`
  })
}

function maskNested(literal: string, depth: number): string {
  if (depth >= MAX_NESTING) return literal
  const text = decode(literal)
  if (text === undefined || !/^\s*[[{]/.test(text)) return literal
  const masked = maskJsonText(text, depth + 1)
  return masked === text ? literal : JSON.stringify(masked)
}

function decode(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string
  } catch {
    return undefined
  }
}
