/**
 * The mobile information bar's pure rules: which contact items it shows, and where each leads.
 *
 * `websiteSettings.mobileInfoBarSettings` (CONTRACT.md section 9) switches items on with
 * `isContactEmailEnabled`, `isContactPhoneNumberEnabled`, `isLocationEnabled` and
 * `isBusinessHoursEnabled`; the spec does not name the values, so they sit beside the switches:
 * `contactEmail`, `contactPhoneNumber`, `location` (a text, or the map block's address fields
 * `addressTitle`, `addressLine1`, `addressLine2`, `addressCountry`) and `businessHours` (a text). An
 * item switched on without a usable value is left out.
 *
 * The width rule (spec: the bar applies at width 1024 or less) is CSS: `mobile-info-bar.css`.
 */

/** The session storage key of a dismissal: the bar stays away for the tab's session. */
export const DISMISSED_KEY = 'atoll.mobileInfoBar.dismissed'
/** Google Maps' documented search address: `?api=1&query=<address>` opens the app or the site. */
export const MAPS_SEARCH = 'https://www.google.com/maps/search/'

export type InfoKind = 'email' | 'phone' | 'location' | 'hours'

/** One item of the bar: its value as shown, and the link it is (the hours are text, not a link). */
export interface InfoItem {
  kind: InfoKind
  text: string
  href?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The address as one line: a text, or the map block's address fields joined with commas. */
export function addressText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (!value || typeof value !== 'object') return ''
  const fields = value as Record<string, unknown>
  return ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']
    .map((field) => text(fields[field]))
    .filter(Boolean)
    .join(', ')
}

/**
 * The items the settings switch on, in the spec's order: email, phone, location, hours.
 * @example infoItems({ isContactEmailEnabled: true, contactEmail: 'hi@bakery.example' })
 * // [{ kind: 'email', text: 'hi@bakery.example', href: 'mailto:hi@bakery.example' }]
 */
export function infoItems(settings: Record<string, unknown> | undefined): InfoItem[] {
  if (!settings) return []
  const items: InfoItem[] = []
  const email = text(settings.contactEmail)
  if (settings.isContactEmailEnabled === true && /^[^\s@/?#]+@[^\s@/?#]+$/.test(email))
    items.push({ kind: 'email', text: email, href: `mailto:${email}` })
  const phone = text(settings.contactPhoneNumber)
  // A tel: link keeps the digits and a leading plus; the spaces and dashes are for reading.
  const dial = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  if (settings.isContactPhoneNumberEnabled === true && /\d{3}/.test(dial))
    items.push({ kind: 'phone', text: phone, href: `tel:${dial}` })
  const address = addressText(settings.location)
  if (settings.isLocationEnabled === true && address)
    items.push({ kind: 'location', text: address, href: mapsUrl(address) })
  const hours = text(settings.businessHours)
  if (settings.isBusinessHoursEnabled === true && hours) items.push({ kind: 'hours', text: hours })
  return items
}

/** A maps search for `address`, its query encoded by `URLSearchParams`. */
export function mapsUrl(address: string): string {
  const url = new URL(MAPS_SEARCH)
  url.search = new URLSearchParams({ api: '1', query: address }).toString()
  return url.href
}

/** A fixed element of the page the bar must stay clear of (the cookie banner, its preferences button). */
export interface Obstacle {
  top: number
  bottom: number
  height: number
}

/**
 * How far above the viewport's bottom the bar goes so that it covers none of `obstacles`: above
 * every one that sits in the lower half of a viewport `viewportHeight` high (one at the top is clear
 * of a bar at the bottom).
 */
export function liftAbove(obstacles: readonly Obstacle[], viewportHeight: number): number {
  let lift = 0
  for (const { top, bottom, height } of obstacles) {
    if (!height || bottom <= viewportHeight / 2) continue
    lift = Math.max(lift, Math.ceil(viewportHeight - top))
  }
  return lift
}
