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

const NO_NAMES: ReadonlySet<string> = new Set()

/** A secret by its name, or one of `secrets` (a form's password fields, by id). */
function isSecret(name: string, secrets: ReadonlySet<string>): boolean {
  return isSecretName(name) || secrets.has(name)
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

/**
 * A query string or form-encoded body with the values of secret names masked, as `name=value` pairs.
 * @param secrets names masked besides those named like a secret (a form's password field ids)
 */
export function maskParams(params: URLSearchParams, secrets = NO_NAMES): [string, string][] {
  return [...params].map(([name, value]) => [name, isSecret(name, secrets) ? MASK : value])
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
 * @param secrets keys masked besides those named like a secret (a form's password field ids)
 * @example
 * maskJsonText('{"email":"a@b.c","password":"hunter2"}') // '{"email":"a@b.c","password":"[masked]"}'
 * maskJsonText('{"form":"{\\"trade\\":\\"pw\\"}"}', new Set(['trade'])) // '{"form":"{\\"trade\\":\\"[masked]\\"}"}'
 */
export function maskJsonText(text: string, secrets = NO_NAMES, depth = 0): string {
  return text.replace(JSON_MEMBER, (_whole, string: string, colon: string | undefined, value: string | undefined) => {
    if (colon === undefined || value === undefined) return maskNested(string, secrets, depth)
    if (isSecret(decode(string) ?? string, secrets)) return `${string}${colon}"${MASK}"`
    return `${string}${colon}${value.startsWith('"') ? maskNested(value, secrets, depth) : value}`
  })
}

function maskNested(literal: string, secrets: ReadonlySet<string>, depth: number): string {
  if (depth >= MAX_NESTING) return literal
  const text = decode(literal)
  if (text === undefined || !/^\s*[[{]/.test(text)) return literal
  const masked = maskJsonText(text, secrets, depth + 1)
  return masked === text ? literal : JSON.stringify(masked)
}

function decode(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string
  } catch {
    return undefined
  }
}
