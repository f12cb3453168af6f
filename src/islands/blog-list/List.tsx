/**
 * What the blog list island draws after the server's posts: the posts it loaded, the "Load more"
 * button, a polite status that tells how many were added, and the failure with its retry.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { relativeTimeText, RELATIVE_TIME_REFRESH_MS } from '../../core/dom/relative-time.ts'
import { t } from '../../core/i18n/index.ts'
import type { PostItem } from './blog-list.ts'
import { dateFormat } from '../../core/i18n/format.ts'

export interface ListState {
  /** Posts the island loaded, shown after the server's (or in their place once a filter changed). */
  items: PostItem[]
  /** The number the first loaded post has in the whole list (an `<ol start>`). */
  start: number
  nextOffset: number | null
  phase: 'idle' | 'loading' | 'failed'
  /** What the status says (how many were added, or that the list ended). */
  status: string
  /** The loaded post that takes the focus once drawn (the first of those "Load more" added). */
  focus: number | null
}

export interface ListViewProps extends Omit<ListProps, 'state'> {
  store: StoreApi<ListState>
}

/** The list as the island's store has it: the island renders this once, and it follows the store. */
export function ListView({ store, ...props }: ListViewProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return <List state={state} {...props} />
}

export interface ListProps {
  state: ListState
  locale: string
  dates: 'absolute' | 'relative'
  onMore(): void
  onRetry(): void
}

export function List({ state, locale, dates, onMore, onRetry }: ListProps) {
  const { items, start, nextOffset, phase, status, focus } = state
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focus !== null) list.current?.querySelectorAll<HTMLAnchorElement>('[data-part=item] h2 a')[focus]?.focus()
  }, [focus])
  return (
    <>
      {items.length > 0 ? (
        <ol className="atoll-blog-items" start={start} ref={list}>
          {items.map((item) => (
            <li key={item.id} data-part="item">
              <article>
                <h2>
                  <a href={item.url}>{item.title}</a>
                </h2>
                <p className="meta">
                  <PostDate iso={item.publishOn} locale={locale} dates={dates} /> · {item.author}
                </p>
                <p>{item.excerpt}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="atoll-visually-hidden" role="status">
        {status}
      </p>
      {phase === 'failed' ? (
        <p className="atoll-blog-error">
          {t('editor.unableToLoadResults')}{' '}
          <button type="button" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : nextOffset !== null ? (
        <button type="button" className="atoll-blog-more" onClick={onMore} aria-disabled={phase === 'loading'}>
          {phase === 'loading' ? t('common.loading') : t('content.loadMore')}
        </button>
      ) : null}
    </>
  )
}

/** A post's date in the site's locale, or how long ago it was, refreshed every 5 s (spec). */
function PostDate({ iso, locale, dates }: { iso: string; locale: string; dates: 'absolute' | 'relative' }) {
  // A bare date is the site's calendar day: read at noon UTC so no time zone moves it a day.
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (dates !== 'relative') return
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS)
    return () => clearInterval(timer)
  }, [dates])
  if (Number.isNaN(+time)) return null
  const text =
    dates === 'relative'
      ? relativeTimeText(time, now, locale)
      : dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time)
  return <time dateTime={iso}>{text}</time>
}
