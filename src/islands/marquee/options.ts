/** Marquee settings from `data-block-json` (CONTRACT.md section 3; spec section 3, marquee). */
import { boolean, number, type Options, oneOf, readOptions } from '../../core/kit/options.ts'

const AMOUNT = { min: 0 }

const SETTINGS = {
  /** Waves per 1000 px of width; 0 runs the text on a straight line. The period is clamped to 250..1000 px. @default 0 */
  waveFrequency: number(0, AMOUNT),
  /** The wave's height above and below the line, in font sizes (0.5: half a letter's size). @default 0 */
  waveIntensity: number(0, AMOUNT),
  /** Where the text runs to. @default 'left' */
  animationDirection: oneOf(['left', 'right'] as const, 'left'),
  /** Speed as a multiple of 50 px per second; 0 stands still. @default 1 */
  animationSpeed: number(1, AMOUNT),
  /** A pointer over the marquee (or focus inside it) slows it to a stop. @default false */
  pausedOnHover: boolean(),
}

export type MarqueeOptions = Options<typeof SETTINGS>

/**
 * Defaults and checks for the marquee's settings.
 * @throws TypeError naming the setting when one has the wrong type or is negative.
 */
export function normalizeOptions(settings: unknown): MarqueeOptions {
  return readOptions('marquee', settings, SETTINGS)
}
