/**
 * The calendar island (`calendar`, block type 26): the collection's events from
 * `GET /api/content/events?collectionId=&from=&to=`, as a list of upcoming events or a month grid,
 * drawn with the renderer in place of the server's list of upcoming events (what a visitor without
 * script has). Dates and times are the site's (`website.timeZone`, docs/content.md).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { committedView } from '../../core/kit/hydrate.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { Calendar, prepareCalendarFormats } from './Calendar.tsx'
import css from './calendar.css?inline'
import { type CalendarEvent, dayIn, EVENTS_PATH, firstDayOfWeek, icsOf, readEvents, siteTimeZone } from './calendar.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

let nextId = 0

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const { collectionId, view } = normalizeOptions(settings)
  const log = blockLogger('calendar', element)
  // The messages first: loading them has the page's first date formatter prepared off the main
  // thread, which the site's time zone's check then uses instead of paying for it on the main thread.
  await loadMessages(messages, page.locale)
  const { zone, error } = siteTimeZone((page.website as { timeZone?: unknown } | undefined)?.timeZone)
  if (error) log.error(error)
  await prepareCalendarFormats(page.locale, zone)
  // The styles in a task of their own, apart from the first draw: parsing the sheet is work of its own.
  adoptStyles(css)
  await nextTask()
  const cleanup = createCleanup(signal)
  const destroyed = cleanup.signal()

  async function load(from: string, to: string): Promise<CalendarEvent[]> {
    try {
      return readEvents(await get(EVENTS_PATH, { searchParams: { collectionId, from, to }, signal: destroyed }))
    } catch (failure) {
      if (!destroyed.aborted) log.error(`Unable to load the events: ${(failure as Error).message}`)
      throw failure
    }
  }

  /** The event as an `.ics` file, downloaded through a link to an object URL made for it. */
  function add(event: CalendarEvent): void {
    const file = new Blob([icsOf(event, { host: location.hostname })], { type: 'text/calendar;charset=utf-8' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(file)
    link.download = `${event.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}.ics`
    link.click()
    // Revoked after the click's navigation has taken the file.
    cleanup.timeout(() => URL.revokeObjectURL(link.href), 0)
  }

  // The server's list is what a visitor without script has, and what everyone sees until the island
  // has its events: the island's view takes its place once drawn, never a loading state in between
  // (the loader puts the list back on destroy).
  const container = document.createElement('div')
  container.hidden = true
  element.append(container)
  const show = () => {
    element.replaceChildren(container)
    container.hidden = false
  }
  const root = createRoot(container)
  // Rendered once, its first commit awaited (not forced with flushSync); the events that arrive later
  // come through the calendar's hooks.
  await new Promise<void>((committed) =>
    root.render(
      committedView(
        createElement(Calendar, {
          prefix: element.id || `atoll-calendar-${++nextId}`,
          view,
          locale: page.locale,
          zone,
          firstDay: firstDayOfWeek(page.locale),
          today: dayIn(Date.now(), zone),
          load,
          onAdd: add,
          onFirstDraw: show,
        }),
        committed,
      ),
    ),
  )

  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      container.remove()
    },
  }
}
