/**
 * The calendar: the upcoming events as a list, or a month grid (the WAI-ARIA grid pattern of APG's
 * date picker: arrows between days, Page Up/Down between months, Home/End to the week's ends, Enter
 * or Space to show a day's events), with the previous and next month. Each event offers its link
 * and "Add to calendar" (an `.ics` file made in the page). Dates are the site's time zone's.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { dateFormat } from '../../core/i18n/format.ts'
import { t } from '../../core/i18n/index.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import {
  addDays,
  addMonths,
  type CalendarEvent,
  dateOf,
  dayIn,
  eventsByDay,
  monthWeeks,
  weekBounds,
} from './calendar.ts'
import type { CalendarView } from './options.ts'

/** What was loaded, for which range of days (`from/to`). */
type Loaded = { range: string } & (
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; events: CalendarEvent[] }
)
/** Before a range's answer, whichever range it is (its empty range matches none): one object, so that what is drawn from it is made once. */
const LOADING: Loaded = { range: '', phase: 'loading' }

export interface CalendarProps {
  /** Makes the DOM ids unique on the page. */
  prefix: string
  view: CalendarView
  locale: string
  /** The site's IANA time zone. */
  zone: string
  /** The week's first day, 1 (Monday) to 7 (Sunday). */
  firstDay: number
  /** Today in the site's time zone (`YYYY-MM-DD`) when the calendar mounts; read again each minute after. */
  today: string
  /** The events from `from` to `to` (days, inclusive); rejects when they could not be loaded. */
  load(from: string, to: string): Promise<CalendarEvent[]>
  onAdd(event: CalendarEvent): void
  /** Called once, when the first events (or the failure to load them) are drawn. */
  onFirstDraw?(): void
}

/** How far ahead the list looks. */
const LIST_DAYS = 365
/** How often today is read again: a page left open past midnight in the site's zone moves it on. */
const TODAY_CHECK_MS = 60_000

export function Calendar(props: CalendarProps) {
  const { prefix, locale, zone, firstDay } = props
  const [today, setToday] = useState(props.today)
  useEffect(() => {
    const timer = setInterval(() => setToday(dayIn(Date.now(), zone)), TODAY_CHECK_MS)
    return () => clearInterval(timer)
  }, [zone])
  const [view, setView] = useState(props.view)
  /** The focused day of the grid; its month is the one shown. */
  const [focused, setFocused] = useState(today)
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const [loaded, setLoaded] = useState<Loaded>(LOADING)
  const [attempt, setAttempt] = useState(0)
  /** Set by a key or button that moves the focus: the grid focuses its day after the draw. */
  const moveFocus = useRef(false)
  const grid = useRef<HTMLTableElement>(null)

  const weeks = useMemo(() => monthWeeks(focused, firstDay), [focused, firstDay])
  const [from, to] =
    view === 'month' ? [weeks[0]![0]!, weeks.at(-1)![6]!] : ([today, addDays(today, LIST_DAYS)] as const)
  const range = `${from}/${to}`
  // A range the visitor has just moved to is loading from the draw that shows it, not from the
  // effect after it: no draw shows its days as known, or the calendar as not busy, before its answer.
  const current = loaded.range === range ? loaded : LOADING

  const { load } = props
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads the same range again
  useEffect(() => {
    // An answer for a range the visitor has left is dropped.
    let wanted = true
    setLoaded(LOADING)
    load(from, to).then(
      (events) => wanted && setLoaded({ range, phase: 'ready', events }),
      () => wanted && setLoaded({ range, phase: 'failed' }),
    )
    return () => {
      wanted = false
    }
  }, [load, range, attempt])

  // Before paint: the focus ring never shows on the day left behind.
  useLayoutEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
  })

  const { onFirstDraw } = props
  const drawn = useRef(false)
  useLayoutEffect(() => {
    if (current.phase === 'loading' || drawn.current) return
    drawn.current = true
    onFirstDraw?.()
  }, [current.phase, onFirstDraw])

  const byDay = useMemo(
    () => (current.phase === 'ready' ? eventsByDay(current.events, zone) : new Map<string, CalendarEvent[]>()),
    [current, zone],
  )
  const format = useMemo(() => formatters(locale, zone), [locale, zone])

  const go = (move: (day: string) => string) => {
    moveFocus.current = true
    setFocused(move)
  }
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    // Moves read the day from the state updater: keys pressed faster than the grid redraws add up.
    const months = event.shiftKey ? 12 : 1
    const moves: Record<string, (day: string) => string> = {
      ArrowRight: (day) => addDays(day, 1),
      ArrowLeft: (day) => addDays(day, -1),
      ArrowDown: (day) => addDays(day, 7),
      ArrowUp: (day) => addDays(day, -7),
      PageDown: (day) => addMonths(day, months),
      PageUp: (day) => addMonths(day, -months),
      Home: (day) => weekBounds(day, firstDay)[0],
      End: (day) => weekBounds(day, firstDay)[1],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      go(move)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setSelected(focused)
    }
  }

  const status =
    current.phase === 'failed' ? (
      <p className="atoll-calendar-error" role="alert">
        {`${t('content.calendarUnableToLoad')} `}
        <button type="button" onClick={() => setAttempt(attempt + 1)}>
          {t('common.tryAgain')}
        </button>
      </p>
    ) : null

  return (
    <div className="atoll-calendar" aria-busy={current.phase === 'loading'}>
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset */}
      <div className="atoll-calendar-views" role="group" aria-label={t('content.calendarViews')}>
        {(['list', 'month'] as const).map((name) => (
          <button key={name} type="button" aria-pressed={view === name} onClick={() => setView(name)}>
            {t(name === 'list' ? 'content.calendarList' : 'content.calendarMonth')}
          </button>
        ))}
      </div>
      {status}
      {view === 'list' ? (
        <List events={current.phase === 'ready' ? current.events : undefined} format={format} onAdd={props.onAdd} />
      ) : (
        <>
          <div className="atoll-calendar-nav">
            <button
              type="button"
              aria-label={t('content.calendarPrevious')}
              onClick={() => setFocused((day) => addMonths(day, -1))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <h3 id={`${prefix}-month`} aria-live="polite">
              {format.month.format(dateOf(focused))}
            </h3>
            <button
              type="button"
              aria-label={t('content.calendarNext')}
              onClick={() => setFocused((day) => addMonths(day, 1))}
            >
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" className="atoll-calendar-today" onClick={() => go(() => today)}>
              {t('content.calendarToday')}
            </button>
          </div>
          <p className="atoll-calendar-help" id={`${prefix}-help`}>
            {t('content.calendarGridHelp')}
          </p>
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG's date picker grid is a table with role grid
            role="grid"
            ref={grid}
            aria-labelledby={`${prefix}-month`}
            aria-describedby={`${prefix}-help`}
            onKeyDown={onGridKey}
          >
            <thead>
              <tr>
                {weeks[0]!.map((day) => (
                  <th key={day} scope="col" abbr={format.weekday.format(dateOf(day))}>
                    {format.weekdayShort.format(dateOf(day))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const count = byDay.get(day)?.length ?? 0
                    const date = format.day.format(dateOf(day))
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keys (on the table) move between days and choose one
                      <td
                        key={day}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell, as APG's date picker has it
                        role="gridcell"
                        tabIndex={day === focused ? 0 : -1}
                        aria-selected={day === selected}
                        aria-current={day === today ? 'date' : undefined}
                        // A day's count is named once its events are known, never guessed as none.
                        aria-label={current.phase === 'ready' ? t('content.calendarDay', { date, count }) : date}
                        data-day={day}
                        data-outside={day.slice(0, 7) === focused.slice(0, 7) ? undefined : ''}
                        data-events={count || undefined}
                        onClick={() => {
                          setFocused(day)
                          setSelected(day)
                        }}
                      >
                        {Number(day.slice(8))}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {selected ? (
            <section className="atoll-calendar-day" aria-labelledby={`${prefix}-day`}>
              <h4 id={`${prefix}-day`}>{format.day.format(dateOf(selected))}</h4>
              {/* A day of a month whose events are on their way, or failed (the alert above says so), is never said to have none. */}
              {current.phase === 'loading' ? (
                <p className="atoll-calendar-loading">{t('content.calendarLoading')}</p>
              ) : current.phase === 'failed' ? null : byDay.get(selected)?.length ? (
                <Events events={byDay.get(selected)!} format={format} onAdd={props.onAdd} />
              ) : (
                <p>{t('content.calendarNoEvents')}</p>
              )}
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}

/** How the calendar makes each of its date formats (one Intl formatter each, made once per locale and zone). */
function formatMakers(locale: string, zone: string) {
  const make = (options: Intl.DateTimeFormatOptions, timeZone: string) => () =>
    dateFormat(locale, { ...options, timeZone })
  return {
    month: make({ month: 'long', year: 'numeric' }, 'UTC'),
    day: make({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'UTC'),
    weekday: make({ weekday: 'long' }, 'UTC'),
    weekdayShort: make({ weekday: 'short' }, 'UTC'),
    date: make({ weekday: 'short', day: 'numeric', month: 'short' }, 'UTC'),
    time: make({ hour: 'numeric', minute: '2-digit' }, zone),
    instant: make({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }, zone),
  }
}

type Formats = { [Name in keyof ReturnType<typeof formatMakers>]: Intl.DateTimeFormat }

function formatters(locale: string, zone: string): Formats {
  return Object.fromEntries(Object.entries(formatMakers(locale, zone)).map(([name, make]) => [name, make()])) as Formats
}

/**
 * Makes the calendar's date formats ahead of its first draw, each in a task of its own: made in the
 * draw, the seven of them would lengthen it into a long task. The draw then finds them made, and the
 * mount finds the one that tells today's day in the site's time zone.
 */
export async function prepareCalendarFormats(locale: string, zone: string): Promise<void> {
  for (const make of [...Object.values(formatMakers(locale, zone)), () => dayIn(0, zone)]) {
    await nextTask()
    make()
  }
}

function List({
  events,
  format,
  onAdd,
}: {
  events: CalendarEvent[] | undefined
  format: Formats
  onAdd(event: CalendarEvent): void
}) {
  if (!events) return <p className="atoll-calendar-loading">{t('content.calendarLoading')}</p>
  if (events.length === 0) return <p className="atoll-calendar-empty">{t('content.calendarNoUpcoming')}</p>
  return <Events events={events} format={format} onAdd={onAdd} />
}

function Events({
  events,
  format,
  onAdd,
}: {
  events: CalendarEvent[]
  format: Formats
  onAdd(event: CalendarEvent): void
}) {
  return (
    <ul className="atoll-calendar-events">
      {events.map((event) => (
        <li key={event.id}>
          {event.url ? <a href={event.url}>{event.title}</a> : <span>{event.title}</span>}
          <span className="atoll-calendar-when">{when(event, format)}</span>
          {event.location ? <span className="atoll-calendar-where">{event.location}</span> : null}
          <button
            type="button"
            className="atoll-calendar-add"
            aria-label={t('content.calendarAddTo', { title: event.title })}
            onClick={() => onAdd(event)}
          >
            {t('content.calendarAdd')}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** An event's time: its day(s) and "All day", or its start (and end time), in the site's time zone. */
function when(event: CalendarEvent, format: Formats): string {
  if (event.allDay) {
    const days =
      event.end === event.start
        ? format.date.format(dateOf(event.start))
        : `${format.date.format(dateOf(event.start))} – ${format.date.format(dateOf(event.end))}`
    return `${days} · ${t('content.calendarAllDay')}`
  }
  const start = format.instant.format(Date.parse(event.start))
  return event.end === event.start ? start : `${start} – ${format.time.format(Date.parse(event.end))}`
}
