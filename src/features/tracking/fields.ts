/**
 * The product events client's common fields and their declared types (spec: analytics event). A
 * field that is neither of its type nor, where allowed, null, is sent anyway with a warning.
 */

type FieldType = 'string' | 'number' | 'boolean'

/** `[type, nullable]` for each field of `commonData`. */
export const COMMON_FIELDS: Readonly<Record<string, readonly [FieldType, boolean]>> = {
  actor: ['string', false],
  action: ['string', false],
  event_owner_team: ['string', false],
  event_source: ['string', false],
  object_type: ['string', false],
  context_website_identifier: ['string', true],
  destination_url: ['string', true],
  object_identifier: ['string', true],
  object_id: ['string', true],
  object_display_name: ['string', true],
  object_value: ['string', true],
  indirect_object_type: ['string', true],
  indirect_object_identifier: ['string', true],
  indirect_object_id: ['string', true],
  indirect_object_display_name: ['string', true],
  indirect_object_value: ['string', true],
  product_area: ['string', true],
  product_page: ['string', true],
  product_section: ['string', true],
  product_design_identifier: ['string', true],
  user_member_account_id: ['string', true],
  user_session_id: ['string', true],
  browser_locale: ['string', true],
  member_account_locale: ['string', true],
  website_locale: ['string', true],
  frontsite_language: ['string', true],
  // What the client adds to every event.
  client_window_width: ['number', false],
  client_window_height: ['number', false],
  client_language: ['string', true],
  page_host: ['string', false],
  page_path: ['string', false],
  page_query: ['string', false],
  page_referrer: ['string', false],
  resolved_locale: ['string', true],
  client_timestamp: ['number', false],
  marketing_id: ['string', true],
  website_id: ['string', true],
  template_id: ['string', true],
  member_account_id: ['string', true],
  is_first_landing: ['boolean', false],
  is_first_session: ['boolean', false],
  session_id: ['string', true],
}

/**
 * The warnings for `fields`: one for each declared field whose value is not of its type (a missing
 * field counts as null).
 * @example fieldWarnings({ actor: 3 }) // ['[atoll:tracking] Analytics field actor must be a string, got number', ...]
 */
export function fieldWarnings(fields: Readonly<Record<string, unknown>>): string[] {
  const warnings: string[] = []
  for (const [name, [type, nullable]] of Object.entries(COMMON_FIELDS)) {
    const value = fields[name] ?? null
    if (typeof value === type && (type !== 'number' || Number.isFinite(value))) continue
    if (value === null && nullable) continue
    const got = value === null || (typeof value === 'number' && !Number.isFinite(value)) ? String(value) : typeof value
    warnings.push(`[atoll:tracking] Analytics field ${name} must be a ${type}${nullable ? ' or null' : ''}, got ${got}`)
  }
  return warnings
}
