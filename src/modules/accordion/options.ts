/** Accordion settings from `data-block-json` (CONTRACT.md section 3). */
export interface AccordionOptions {
  /** Several items may be open at once. @default false */
  allowMultipleOpen: boolean
  /** The first item starts open. @default false */
  expandFirst: boolean
}

export const ACCORDION_ANIMATION_MS = 250 // spec: accordion animation 250 ms

/**
 * Defaults and checks for the accordion's settings.
 * @throws TypeError naming the option when a setting has the wrong type.
 */
export function normalizeOptions(settings: Record<string, unknown>): AccordionOptions {
  return {
    allowMultipleOpen: flag(settings, 'allowMultipleOpen'),
    expandFirst: flag(settings, 'expandFirst'),
  }
}

function flag(settings: Record<string, unknown>, name: keyof AccordionOptions): boolean {
  const value = settings[name]
  if (value === undefined) return false
  if (typeof value !== 'boolean') throw new TypeError(`accordion: ${name} must be true or false`)
  return value
}

/** The animation length now: none when the visitor prefers reduced motion. */
export function animationMs(): number {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ACCORDION_ANIMATION_MS
}
