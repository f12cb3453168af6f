/** The spec's link categories. */
export type LinkCategory =
  | 'empty'
  | 'anchor'
  | 'content-link'
  | 'external-link'
  | 'file-link'
  | 'malformed-protocol'
  | 'other-protocol'

/** Why a link failed: its length, or what its protocol needs. */
export type LinkFailure = 'too-long' | 'protocol' | 'tel-number' | 'sms-number' | 'mailto-address'

export interface LinkValidation {
  valid: boolean
  category: LinkCategory
  reason?: LinkFailure
}

// spec: length limits are exclusive ("anchors under 100, ...").
export const MAX_ANCHOR_LENGTH = 100 // spec: anchors under 100
export const MAX_TEL_LENGTH = 50 // spec: tel under 50
export const MAX_SMS_LENGTH = 1000 // spec: sms under 1000
export const MAX_MAILTO_LENGTH = 1000 // spec: mailto under 1000
export const MAX_JAVASCRIPT_LENGTH = 250 // spec: javascript under 250
export const MAX_FTP_LENGTH = 100 // spec: ftp under 100
export const MAX_INTERNAL_LENGTH = 150 // spec: internal under 150

const SCHEME = /^([a-z][a-z\d+.-]*):(\/\/)?/i

const PROTOCOL_LIMITS = new Map([
  ['tel', MAX_TEL_LENGTH],
  ['sms', MAX_SMS_LENGTH],
  ['mailto', MAX_MAILTO_LENGTH],
  ['javascript', MAX_JAVASCRIPT_LENGTH],
  ['ftp', MAX_FTP_LENGTH],
])

const PROTOCOL_RULES = new Map<string, [RegExp, LinkFailure]>([
  // spec: tel numbers need at least 4 digits or plus/minus signs
  ['tel', [/^[\d+-]{4,}$/, 'tel-number']],
  // spec: sms numbers allow digits, plus, minus, brackets, commas
  ['sms', [/^[\d+\-(),]+$/, 'sms-number']],
  // spec: a mailto needs exactly one @ with a dotted extension in the domain
  ['mailto', [/^[^@]+@[^@]+\.[^@.]+$/, 'mailto-address']],
])

/**
 * Sorts a link into the spec's categories. Internal links start with one slash, file links with
 * `/s/`; only http, https and ftp followed by a double slash are external links. Any other scheme
 * written with `://`, one of those three without it, and text with no scheme at all (`www.example.com`,
 * `//example.com`) are malformed; a scheme without `//` (`mailto:`, `tel:`, ...) is another protocol.
 */
export function classifyLink(href: string): LinkCategory {
  const link = typeof href === 'string' ? href.trim() : ''
  if (link === '') return 'empty'
  if (link[0] === '#') return 'anchor'
  if (link.startsWith('/s/')) return 'file-link'
  if (link[0] === '/' && link[1] !== '/') return 'content-link'
  const [, scheme, slashes] = SCHEME.exec(link) ?? []
  if (/^(https?|ftp)$/i.test(scheme ?? '')) return slashes ? 'external-link' : 'malformed-protocol'
  return scheme && !slashes ? 'other-protocol' : 'malformed-protocol'
}

/**
 * Checks a link by its category and the spec's limits. An empty link is valid (the item has no link);
 * a malformed protocol never is. Tel numbers need at least 4 digits, plus or minus signs and nothing
 * else; sms numbers take digits, plus, minus, round brackets and commas (a `?body=` part may follow);
 * a mailto address has exactly one @ and a dot in its domain (a `?subject=` part may follow).
 * Never throws; anything but a string counts as empty.
 */
export function validateLink(href: string): LinkValidation {
  const category = classifyLink(href)
  const link = typeof href === 'string' ? href.trim() : ''
  const fail = (reason: LinkFailure): LinkValidation => ({ valid: false, category, reason })
  if (category === 'malformed-protocol') return fail('protocol')
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase() ?? ''
  const max =
    category === 'anchor'
      ? MAX_ANCHOR_LENGTH
      : category === 'content-link' || category === 'file-link'
        ? MAX_INTERNAL_LENGTH
        : (PROTOCOL_LIMITS.get(scheme) ?? Infinity)
  if (link.length >= max) return fail('too-long')
  const rule = category === 'other-protocol' ? PROTOCOL_RULES.get(scheme) : undefined
  // The address or number ends where the query (`?body=`, `?subject=`) starts.
  if (rule && !rule[0].test(link.slice(scheme.length + 1).split('?')[0] ?? '')) return fail(rule[1])
  return { valid: true, category }
}
