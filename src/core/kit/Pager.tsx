/**
 * The end of a list a server renders and an island loads on page by page (the comments, the search
 * results): "More …", the server's link to the next page, which the island follows in place; or,
 * when a page failed to load, the message and its "Try again" button. In the hydration's chunk
 * (build/chunks.ts), which both islands load already.
 */
import type { ReactNode } from 'react'
import { useI18n } from './i18n-context.ts'

export interface PagerProps {
  /** The block's kind, for the classes `atoll-<kind>-more` and `atoll-<kind>-error`. */
  kind: string
  phase: 'idle' | 'loading' | 'failed'
  /** The next page's address, which works without script; null on the last page. */
  next: string | null
  /** The link's text. */
  children: ReactNode
  onMore(): void
  /** "Try again". @default onMore */
  onRetry?: () => void
}

/** The link to the next page (`aria-disabled` while a page loads), or the failure and "Try again". */
export function Pager({ kind, phase, next, children, onMore, onRetry = onMore }: PagerProps) {
  const { t } = useI18n()
  if (phase === 'failed') {
    return (
      <p className={`atoll-${kind}-error`}>
        {/* One text node, as the server's HTML has it (two side by side would hydrate as one). */}
        {`${t('editor.unableToLoadResults')} `}
        <button type="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  }
  if (next === null) return null
  return (
    <a
      className={`atoll-${kind}-more`}
      data-part="more"
      href={next}
      onClick={(event) => {
        event.preventDefault()
        onMore()
      }}
      aria-disabled={phase === 'loading' ? true : undefined}
    >
      {children}
    </a>
  )
}
