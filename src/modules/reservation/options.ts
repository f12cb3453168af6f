/** Reservation block settings from `data-block-json` (CONTRACT.md section 3: provider settings). */
export interface ReservationOptions {
  /**
   * The provider's widget script, with the restaurant's parameters (for OpenTable:
   * `https://www.opentable.com/widget/reservation/loader?rid=...&domain=com&lang=en-US`). The island
   * sets `iframe`, `overlay` and `theme` itself.
   */
  scriptUrl: string
}

/**
 * Checks the reservation block's settings.
 * @throws TypeError naming the setting when it is missing or not an https (or same-site) URL.
 */
export function normalizeOptions(settings: Record<string, unknown>): ReservationOptions {
  const { scriptUrl } = settings
  if (typeof scriptUrl !== 'string' || !/^(https:\/\/|\/(?!\/))/.test(scriptUrl)) {
    throw new TypeError('reservation: scriptUrl must be the https URL of the provider script')
  }
  return { scriptUrl }
}
