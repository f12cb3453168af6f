import { LIGHT_LEVEL, type LightLevel } from '../../core/enums/index.ts'

/** Popup overlay settings from `data-block-json` (CONTRACT.md section 3; spec section 3, popup overlay). */
export interface OverlayOptions {
  /** The backdrop's light level: 1 none, 2 light, 3 dark (the spec's overlay light levels). @default 3 */
  style: LightLevel
  /** Shown on phones (viewport up to 432 px wide). @default true */
  enableMobile: boolean
  /** Bumped by the site owner to show the overlay again to everyone. @default 0 */
  version: number
  /** Never shown again to a visitor who submitted its form (until the version changes). @default false */
  showUntilSignup: boolean
  /** Days after a close before it shows again; 0 every visit, -1 never again. @default 0 */
  displayFrequency: number
}

/** spec: responsive breakpoints for blocks, mobile up to 432px wide */
export const MOBILE_QUERY = '(max-width: 432px)'

export const NEVER_AGAIN = -1 // spec: displayFrequency -1 means never again

const LEVELS: readonly number[] = Object.values(LIGHT_LEVEL)

/**
 * Defaults and checks for the overlay's settings.
 * @throws TypeError naming the setting when one has the wrong type.
 */
export function normalizeOptions(settings: Record<string, unknown>): OverlayOptions {
  const style = settings.style ?? LIGHT_LEVEL.DARK
  if (!LEVELS.includes(style as number))
    throw new TypeError('popup-overlay: style must be 1 (none), 2 (light) or 3 (dark)')
  const displayFrequency = number(settings, 'displayFrequency', 0)
  if (displayFrequency < NEVER_AGAIN)
    throw new TypeError('popup-overlay: displayFrequency must be -1 or a number of days')
  return {
    style: style as LightLevel,
    enableMobile: flag(settings, 'enableMobile', true),
    version: number(settings, 'version', 0),
    showUntilSignup: flag(settings, 'showUntilSignup', false),
    displayFrequency,
  }
}

function flag(settings: Record<string, unknown>, name: keyof OverlayOptions, fallback: boolean): boolean {
  const value = settings[name] ?? fallback
  if (typeof value !== 'boolean') throw new TypeError(`popup-overlay: ${name} must be true or false`)
  return value
}

function number(settings: Record<string, unknown>, name: keyof OverlayOptions, fallback: number): number {
  const value = settings[name] ?? fallback
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`popup-overlay: ${name} must be a number`)
  return value
}
