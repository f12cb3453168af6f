/** Tock block settings from `data-block-json` (CONTRACT.md section 3: provider settings). */
export interface TockOptions {
  /** The business's name on Tock, as in its booking links (`exploretock.com/<businessName>`). */
  businessName: string
  /** The provider's script. @default 'https://www.exploretock.com/tock.js' */
  scriptUrl: string
}

export const TOCK_SCRIPT = 'https://www.exploretock.com/tock.js'
/** The provider's own origin: the one `scriptUrl` may come from (CONTRACT.md section 3). */
export const TOCK_ORIGINS: readonly string[] = ['https://www.exploretock.com']

/**
 * Defaults and checks for the Tock block's settings.
 * @throws TypeError naming the setting when it is missing or has the wrong type.
 */
export function normalizeOptions(settings: Record<string, unknown>): TockOptions {
  const { businessName, scriptUrl = TOCK_SCRIPT } = settings
  if (typeof businessName !== 'string' || !businessName.trim())
    throw new TypeError('tock: businessName must be the business name on Tock')
  // Its origin is checked where it is loaded (loadScript), which refuses it with one console error.
  if (typeof scriptUrl !== 'string') throw new TypeError('tock: scriptUrl must be the https URL of the provider script')
  return { businessName: businessName.trim(), scriptUrl }
}
