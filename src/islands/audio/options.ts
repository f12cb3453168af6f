/** Audio block settings from `data-block-json` (CONTRACT.md section 9). */
import { boolean, type Options, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** Offer the file for download. @default false */
  download: boolean(),
  /** A SoundCloud track or playlist page, played in SoundCloud's own player on the first play. @default '' */
  soundcloudUrl: text(),
}

export type AudioOptions = Options<typeof SETTINGS>

/** The block's settings. @throws TypeError naming the setting when one has the wrong type. */
export const normalizeOptions = (settings: unknown): AudioOptions => readOptions('audio', settings, SETTINGS)
