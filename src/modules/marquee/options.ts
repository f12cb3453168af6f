/** Marquee settings from `data-block-json` (CONTRACT.md section 3; spec section 3, marquee). */
export interface MarqueeOptions {
  /** Waves per 1000 px of width; 0 runs the text on a straight line. The period is clamped to 250..1000 px. @default 0 */
  waveFrequency: number
  /** The wave's height above and below the line, in font sizes (0.5: half a letter's size). @default 0 */
  waveIntensity: number
  /** Where the text runs to. @default 'left' */
  animationDirection: 'left' | 'right'
  /** Speed as a multiple of 50 px per second; 0 stands still. @default 1 */
  animationSpeed: number
  /** A pointer over the marquee (or focus inside it) slows it to a stop. @default false */
  pausedOnHover: boolean
}

/**
 * Defaults and checks for the marquee's settings.
 * @throws TypeError naming the setting when one has the wrong type or is negative.
 */
export function normalizeOptions(settings: Record<string, unknown>): MarqueeOptions {
  const animationDirection = settings.animationDirection ?? 'left'
  if (animationDirection !== 'left' && animationDirection !== 'right') {
    throw new TypeError("marquee: animationDirection must be 'left' or 'right'")
  }
  const pausedOnHover = settings.pausedOnHover ?? false
  if (typeof pausedOnHover !== 'boolean') throw new TypeError('marquee: pausedOnHover must be true or false')
  return {
    waveFrequency: amount(settings, 'waveFrequency', 0),
    waveIntensity: amount(settings, 'waveIntensity', 0),
    animationDirection,
    animationSpeed: amount(settings, 'animationSpeed', 1),
    pausedOnHover,
  }
}

function amount(settings: Record<string, unknown>, name: keyof MarqueeOptions, fallback: number): number {
  const value = settings[name] ?? fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`marquee: ${name} must be a number of 0 or more`)
  }
  return value
}
