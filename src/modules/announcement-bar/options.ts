/** Announcement bar settings from `data-block-json` (CONTRACT.md section 3). */
export interface BarOptions {
  /** Bumped by the site owner to show the bar again to visitors who dismissed it. @default 0 */
  version: number
}

/**
 * Defaults and checks for the bar's settings.
 * @throws TypeError naming the setting when one has the wrong type.
 */
export function normalizeOptions(settings: Record<string, unknown>): BarOptions {
  const version = settings.version ?? 0
  if (typeof version !== 'number' || !Number.isFinite(version))
    throw new TypeError('announcement-bar: version must be a number')
  return { version }
}
