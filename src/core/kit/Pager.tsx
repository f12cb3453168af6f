/**
 * What the comments and the search results draw alike under a list a server renders and the island
 * loads on page by page: a failed load's message with its "Try again" button, and "More …", the
 * server's link to the next page, which the island follows in place. In the chunk of the hydration
 * (build/chunks.ts), which both load already.
 */
import type { ReactNode } from 'react'
import { useI18n } from './i18n-context.ts'

export interface TryAgainProps {
  className: string
  /** What failed, before the button. */
  message: string
  onRetry(): void
}

/** `message` and a "Try again" button, in one paragraph. */
export function TryAgain({ className, message, onRetry }: TryAgainProps) {
  const { t } = useI18n()
  return (
    <p className={className}>
      {/* One text node, as the server's HTML has it (two side by side would hydrate as one). */}
      {`${message} `}
      <button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </p>
  )
}

export interface MoreLinkProps {
  className: string
  /** The next page's address, which works without script. */
  href: string
  /** A page is on its way: the link says so to assistive technology and stays put. */
  loading: boolean
  onMore(): void
  children: ReactNode
}

/** A link to the next page, which the server renders: the island loads the page in place instead. */
export function MoreLink({ className, href, loading, onMore, children }: MoreLinkProps) {
  return (
    <a
      className={className}
      data-part="more"
      href={href}
      onClick={(event) => {
        event.preventDefault()
        onMore()
      }}
      aria-disabled={loading ? true : undefined}
    >
      {children}
    </a>
  )
}
