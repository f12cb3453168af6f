/** Reservation block settings from `data-block-json` (CONTRACT.md section 3: provider settings). */
import { type Options, readOptions, required, text } from '../../core/kit/options.ts'

/** The provider's own origin: the one `scriptUrl` may come from (CONTRACT.md section 3). */
export const RESERVATION_ORIGINS: readonly string[] = ['https://www.opentable.com']

const SETTINGS = {
  /**
   * The provider's widget script, with the restaurant's parameters (for OpenTable:
   * `https://www.opentable.com/widget/reservation/loader?rid=...&domain=com&lang=en-US`). The island
   * sets `iframe`, `overlay` and `theme` itself. Its origin is checked where it is loaded
   * (loadScript), which refuses another with one console error.
   */
  scriptUrl: required(text()),
}

export type ReservationOptions = Options<typeof SETTINGS>

/**
 * Checks the reservation block's settings.
 * @throws TypeError naming the setting when it is missing.
 */
export function normalizeOptions(settings: unknown): ReservationOptions {
  return readOptions('reservation', settings, SETTINGS)
}
