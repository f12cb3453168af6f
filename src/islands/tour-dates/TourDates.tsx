/**
 * The upcoming concerts, grouped by month: a heading per month, then each concert's day, venue and
 * place, and its ticket link. While they load the list is busy; a failure says so with a retry; no
 * concerts is said in words.
 */
import { t } from '../../core/i18n/index.ts'
import { byMonth, dayOf, type TourEvent } from './tour-dates.ts'
import { dateFormat } from '../../core/i18n/format.ts'

export type TourState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; events: TourEvent[] }

export interface TourDatesProps {
  state: TourState
  locale: string
  onRetry(): void
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
