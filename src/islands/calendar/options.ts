/** Calendar block settings from `data-block-json` (CONTRACT.md section 8). */
import { oneOf, readOptions, required, text } from '../../core/kit/options.ts'

export const VIEWS = ['list', 'month'] as const
export type CalendarView = (typeof VIEWS)[number]

const SETTINGS = {
  /** The events collection (`GET /api/content/events?collectionId=`). */
  collectionId: required(text()),
  /** The view shown first; the visitor can switch. @default 'list' */
  view: oneOf(VIEWS, 'list'),
}

/**
 * The block's settings.
 * @throws TypeError naming the setting when `collectionId` is missing.
 */
export function normalizeOptions(settings: unknown): { collectionId: string; view: CalendarView } {
  return readOptions('calendar', settings, SETTINGS)
}
