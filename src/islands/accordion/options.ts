/** Accordion settings from `data-block-json` (CONTRACT.md section 3). */
import { prefersReducedMotion } from '../../core/kit/env.ts'
import { boolean, type Options, readOptions } from '../../core/kit/options.ts'

const SETTINGS = {
  /** Several items may be open at once. @default false */
  allowMultipleOpen: boolean(),
  /** The first item starts open. @default false */
  expandFirst: boolean(),
}

export type AccordionOptions = Options<typeof SETTINGS>

export const ACCORDION_ANIMATION_MS = 250 // spec: accordion animation 250 ms

/**
 * Defaults and checks for the accordion's settings.
 * @throws TypeError naming the option when a setting has the wrong type.
 */
export function normalizeOptions(settings: unknown): AccordionOptions {
  return readOptions('accordion', settings, SETTINGS)
}

/** The animation length now: none when the visitor prefers reduced motion. */
export function animationMs(): number {
  return prefersReducedMotion() ? 0 : ACCORDION_ANIMATION_MS
}
