/**
 * The upcoming concerts, grouped by month: a heading per month, then each concert's day, venue and
 * place, and its ticket link. While they load the list is busy; a failure says so with a retry; no
 * concerts is said in words.
 */
import { useCallback, useEffect, useState } from 'react'
import { get } from '../../core/data/index.ts'
import { t } from '../../core/i18n/index.ts'
import type { BlockLogger } from '../../core/kit/log.ts'
import { byMonth, dayOf, readEvents, TOUR_DATES_PATH, type TourEvent } from './tour-dates.ts'
import { dateFormat } from '../../core/i18n/format.ts'

export type TourState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; events: TourEvent[] }

export interface TourDatesProps {
  state: TourState
  locale: string
  onRetry(): void
}

export interface TourDatesBlockProps {
  artist: string
  locale: string
  log: BlockLogger
  /** Aborted when the island is destroyed: a late answer changes nothing. */
  signal: AbortSignal
}

/** The block: asks for the artist's concerts as it first draws, and again on the visitor's retry. */
export function TourDatesBlock({ artist, locale, log, signal }: TourDatesBlockProps) {
  const [state, setState] = useState<TourState>({ phase: 'loading' })
  const load = useCallback(async () => {
    setState({ phase: 'loading' })
    try {
      const events = readEvents(await get(TOUR_DATES_PATH, { searchParams: { artist }, signal }))
      if (!signal.aborted) setState({ phase: 'ready', events })
    } catch (error) {
      if (signal.aborted) return
      log.error(`Unable to load the tour dates: ${(error as Error).message}`)
      setState({ phase: 'failed' })
    }
  }, [artist, log, signal])
  useEffect(() => void load(), [load])
  return <TourDates state={state} locale={locale} onRetry={load} />
}

export function TourDates({ state, locale, onRetry }: TourDatesProps) {
  const month = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const day = dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <div className="atoll-tour" aria-busy={state.phase === 'loading'}>
      {state.phase === 'failed' ? (
        <p className="atoll-tour-error" role="alert">
          {t('media.tourUnableToLoad')}{' '}
          <button type="button" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : null}
      {state.phase === 'ready' && state.events.length === 0 ? (
        <p className="atoll-tour-empty">{t('media.tourNoDates')}</p>
      ) : null}
      {state.phase === 'ready'
        ? byMonth(state.events).map(([key, events]) => (
            <section key={key} className="atoll-tour-month" aria-labelledby={`atoll-tour-${key}`}>
              <h3 id={`atoll-tour-${key}`}>{month.format(dayOf(`${key}-01`))}</h3>
              <ul>
                {events.map((event) => (
                  <li key={event.id}>
                    <time dateTime={event.date}>{day.format(dayOf(event.date))}</time>{' '}
                    <span className="atoll-tour-venue">{event.venue}</span>{' '}
                    <span className="atoll-tour-place">{[event.city, event.country].filter(Boolean).join(', ')}</span>
                    {event.ticketUrl ? (
                      <>
                        {' '}
                        <a
                          href={event.ticketUrl}
                          aria-label={t('media.tourTicketsFor', {
                            venue: event.venue,
                            date: day.format(dayOf(event.date)),
                          })}
                        >
                          {t('media.tourTickets')}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  )
}
