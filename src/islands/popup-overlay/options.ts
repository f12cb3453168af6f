/** Popup overlay settings from `data-block-json` (CONTRACT.md section 3; spec section 3, popup overlay). */
import { LIGHT_LEVEL } from '../../core/enums/index.ts'
import { boolean, number, type Options, oneOf, readOptions } from '../../core/kit/options.ts'

/** spec: responsive breakpoints for blocks, mobile up to 432px wide */
export const MOBILE_QUERY = '(max-width: 432px)'

export const NEVER_AGAIN = -1 // spec: displayFrequency -1 means never again

const SETTINGS = {
  /** The backdrop's light level: 1 none, 2 light, 3 dark (the spec's overlay light levels). @default 3 */
  style: oneOf(Object.values(LIGHT_LEVEL), LIGHT_LEVEL.DARK),
  /** Shown on phones (viewport up to 432 px wide). @default true */
  enableMobile: boolean(true),
  /** Bumped by the site owner to show the overlay again to everyone. @default 0 */
  version: number(0),
  /** Never shown again to a visitor who submitted its form (until the version changes). @default false */
  showUntilSignup: boolean(),
  /** Days after a close before it shows again; 0 every visit, -1 never again. @default 0 */
  displayFrequency: number(0, { min: NEVER_AGAIN }),
}

export type OverlayOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the overlay's settings.
 * @throws TypeError naming the setting when one has the wrong type.
 */
export function normalizeOptions(settings: unknown): OverlayOptions {
  return readOptions('popup-overlay', settings, SETTINGS)
}
