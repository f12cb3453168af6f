/** Chart block settings from `data-block-json` (CONTRACT.md section 9). */
import { oneOf, readOptions, text } from '../../core/kit/options.ts'

const SETTINGS = {
  /** The variant (spec: chart bar, line and pie). @default 'bar' */
  type: oneOf(['bar', 'line', 'pie'] as const, 'bar'),
  /** The chart's title, shown above it and naming it for screen readers. @default '' */
  title: text(),
}

/**
 * The chart's settings, with their defaults.
 * @throws TypeError naming the setting when one has the wrong type or value.
 */
export function normalizeOptions(settings: unknown) {
  return readOptions('chart', settings, SETTINGS)
}
