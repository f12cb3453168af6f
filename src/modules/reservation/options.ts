/** Reservation block settings from `data-block-json` (CONTRACT.md section 3: provider settings). */
export interface ReservationOptions {
  /**
   * The provider's widget script, with the restaurant's parameters (for OpenTable:
   * `https://www.opentable.com/widget/reservation/loader?rid=...&domain=com&lang=en-US`). The island
   * sets `iframe`, `overlay` and `theme` itself.
   */
  scriptUrl: string
}

/** The provider's own origin: the one `scriptUrl` may come from (CONTRACT.md section 3). */
export const RESERVATION_ORIGINS: readonly string[] = ['https://www.opentable.com']

/**
 * Checks the reservation block's settings. The URL's origin is checked where it is loaded
 * (loadScript), which refuses another origin with one console error.
 * @throws TypeError naming the setting when it is missing.
 */
export function normalizeOptions(settings: Record<string, unknown>): ReservationOptions {
  const { scriptUrl } = settings
  if (typeof scriptUrl !== 'string' || !scriptUrl) {
    throw new TypeError('reservation: scriptUrl must be the https URL of the provider script')
  }
  return { scriptUrl }
}
