import { dayIn, SITE_TIME_ZONE } from '../demo-site/server/content/events.ts'

/** Today in the demo site's time zone (Europe/Oslo), as the demo server and the calendar read it. */
export const siteToday = (): string => dayIn(Date.now(), SITE_TIME_ZONE)

/**
 * Runs a test's `body` whose expectations need the test, the demo server and the page to read the
 * same site day (the demo's events are dated from the server's today, the calendar's grid from the
 * page's). When midnight in the site's zone comes while it runs, each of them may have read another
 * day: a failure then runs the body once more, wholly on the new day. A failure with no midnight in
 * between stands, and so does a second one.
 * @example await onOneSiteDay(async () => { const visit = await journeys.open('/events'); ... })
 */
export async function onOneSiteDay<T>(body: () => Promise<T>): Promise<T> {
  const started = siteToday()
  try {
    return await body()
  } catch (failure) {
    if (siteToday() === started) throw failure
    return body()
  }
}
