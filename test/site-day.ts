import { dayIn, demoEvents, eventsBetween, SITE_TIME_ZONE } from '../demo-site/server/content/events.ts'

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

/** A day's name in the calendar's grid without its count, as en-US writes it ("Thursday, November 26, 2026"). */
export const dayLabel = (day: string): string =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

/**
 * The titles of the demo's events on `day` when the server's today is `today`, in the order a day
 * lists them: on a Tuesday the workshop three days on falls on the Friday of the concert and the
 * morning bake, and is listed after the bake.
 */
export const titlesOn = (today: string, day: string): string[] =>
  eventsBetween(demoEvents(today), day, day).map((event) => event.title)

/** A day's label in the grid with its count of events, as en-US writes it. */
export const dayWithCount = (day: string, count: number): string =>
  `${dayLabel(day)}, ${count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`}`
