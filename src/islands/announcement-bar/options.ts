/** Announcement bar settings from `data-block-json` (CONTRACT.md section 3). */
import { number, type Options, readOptions } from '../../core/kit/options.ts'

const SETTINGS = {
  /** Bumped by the site owner to show the bar again to visitors who dismissed it. @default 0 */
  version: number(0),
}

export type BarOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the bar's settings.
 * @throws TypeError naming the setting when one has the wrong type.
 */
export function normalizeOptions(settings: unknown): BarOptions {
  return readOptions('announcement-bar', settings, SETTINGS)
}
