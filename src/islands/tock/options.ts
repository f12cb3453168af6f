/** Tock block settings from `data-block-json` (CONTRACT.md section 3: provider settings). */
import { type Options, readOptions, required, text } from '../../core/kit/options.ts'

export const TOCK_SCRIPT = 'https://www.exploretock.com/tock.js'
/** The provider's own origin: the one `scriptUrl` may come from (CONTRACT.md section 3). */
export const TOCK_ORIGINS: readonly string[] = ['https://www.exploretock.com']

const SETTINGS = {
  /** The business's name on Tock, as in its booking links (`exploretock.com/<businessName>`). */
  businessName: required(text()),
  /**
   * The provider's script. Its origin is checked where it is loaded (loadScript), which refuses
   * another with one console error naming the URL as written.
   * @default 'https://www.exploretock.com/tock.js'
   */
  scriptUrl: text(TOCK_SCRIPT),
}

export type TockOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the Tock block's settings.
 * @throws TypeError naming the setting when it is missing or has the wrong type.
 */
export function normalizeOptions(settings: unknown): TockOptions {
  return readOptions('tock', settings, SETTINGS)
}
