/**
 * The comment thread: comments with their replies one level deep, the order, "More comments", a
 * reply form under a comment on demand, and the form for a new comment. The same view renders on a
 * site's server (`atoll/server`): there, and in the island's hydration, it is not `live` yet: the
 * controls that need script (the order, the reply buttons) are disabled, "More comments" is a link to
 * the next page and the form posts as a plain form; once hydrated, the island makes it live.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { Pager } from '../../core/kit/Pager.tsx'
import { type Comment, MORE_PARAMETER, type Sort, threads } from './comments.ts'
import { type CommentDraft, CommentForm } from './CommentForm.tsx'
import { dateFormat } from '../../core/i18n/format.ts'

export interface CommentsState {
  comments: Comment[]
  sort: Sort
  nextOffset: number | null
  phase: 'idle' | 'loading' | 'failed'
  /** What the polite status says (comments added, a comment posted). */
  status: string
}

/** What the island's store holds: the thread, and whether the island runs it yet. */
export interface CommentsStore extends CommentsState {
  live: boolean
}

/**
 * The thread as the island's store has it: rendered (or hydrated) once, it follows the store. The
 * third reader is the server snapshot a hydration asks for: the store starts as the server's thread.
 */
export function CommentsView({
  store,
  onLive,
  ...props
}: {
  store: StoreApi<CommentsStore>
  /** Called once the thread is live on the page: the island's mount ends then. */
  onLive(): void
} & Omit<CommentsProps, 'state' | 'live'>) {
  const { live, ...state } = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  // biome-ignore lint/correctness/useExhaustiveDependencies: when it becomes live, once
  useLayoutEffect(() => {
    if (live) onLive()
  }, [live])
  return <Comments state={state} live={live} {...props} />
}

export interface CommentsProps {
  state: CommentsState
  /** The item the comments are on: what a form posted without script names. */
  itemId: string
  /** The block's id, the anchor "More comments" links to without script ('' for none). */
  blockId: string
  locale: string
  /** The IANA zone the times show in; the visitor's when undefined. */
  timeZone?: string | undefined
  /** Whether the island runs it: false as the server renders it, and while the island hydrates that. */
  live: boolean
  /** Whether visitors may post (the site's `commentsEnabled`). */
  canPost: boolean
  onSort(sort: Sort): void
  onMore(): void
  onPost(draft: CommentDraft, parentId: string | undefined): Promise<void>
}

export function Comments(props: CommentsProps) {
  const { state, itemId, blockId, locale, timeZone, live, canPost, onSort, onMore, onPost } = props
  const { t } = useI18n()
  const [replyingTo, setReplyingTo] = useState<string | undefined>()
  const replyButtons = useRef(new Map<string, HTMLButtonElement | null>())
  // A time the server wrote stays as it is: a page's first date formatter costs a task of its own.
  const when = ({ createdOn, shownTime }: Comment) =>
    shownTime ??
    (Number.isNaN(Date.parse(createdOn))
      ? ''
      : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(createdOn)))

  const closeReply = (id: string) => {
    setReplyingTo(undefined)
    replyButtons.current.get(id)?.focus()
  }

  const entry = (comment: Comment) => (
    <article>
      <p className="atoll-comment-meta">
        <strong data-part="name">{comment.name}</strong>{' '}
        {comment.createdOn ? <time dateTime={comment.createdOn}>{when(comment)}</time> : null}
        {comment.pending ? (
          <span className="atoll-comment-pending">{` · ${t('content.awaitingApproval')}`}</span>
        ) : null}
      </p>
      <p className="atoll-comment-body" data-part="body">
        {comment.body}
      </p>
    </article>
  )

  return (
    <>
      <p className="atoll-comments-sort">
        <label>
          {/* One text node, as the server's HTML has it (two side by side would hydrate as one). */}
          {`${t('content.commentsSortLabel')} `}
          <select value={state.sort} disabled={!live} onChange={(event) => onSort(event.currentTarget.value as Sort)}>
            <option value="oldest">{t('content.commentsOldest')}</option>
            <option value="newest">{t('content.commentsNewest')}</option>
          </select>
        </label>
      </p>
      <ol className="atoll-comments" data-part="list">
        {threads(state.comments, state.sort).map(({ comment, replies }) => (
          <li key={comment.id} data-part="comment" data-comment-id={comment.id} id={`comment-${comment.id}`}>
            {entry(comment)}
            {canPost && !comment.pending ? (
              <button
                type="button"
                className="atoll-comment-reply"
                disabled={!live}
                aria-expanded={replyingTo === comment.id}
                ref={(node) => {
                  replyButtons.current.set(comment.id, node)
                }}
                onClick={() => setReplyingTo(replyingTo === comment.id ? undefined : comment.id)}
              >
                {t('content.replyTo', { name: comment.name })}
              </button>
            ) : null}
            {replyingTo === comment.id ? (
              <CommentForm
                replyTo={{ id: comment.id, name: comment.name }}
                live
                itemId={itemId}
                onPost={async (draft, parentId) => {
                  await onPost(draft, parentId)
                  closeReply(comment.id)
                }}
                onCancel={() => closeReply(comment.id)}
              />
            ) : null}
            {replies.length > 0 ? (
              <ol className="atoll-comment-replies">
                {replies.map((reply) => (
                  <li
                    key={reply.id}
                    data-part="comment"
                    data-comment-id={reply.id}
                    data-parent-id={reply.parentId ?? undefined}
                    id={`comment-${reply.id}`}
                  >
                    {entry(reply)}
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="atoll-comments-status" role="status">
        {state.status}
      </p>
      <Pager
        kind="comments"
        phase={state.phase}
        next={
          state.nextOffset === null ? null : `?${MORE_PARAMETER}=${state.nextOffset}${blockId ? `#${blockId}` : ''}`
        }
        onMore={onMore}
      >
        {state.phase === 'loading' ? t('common.loading') : t('content.moreComments')}
      </Pager>
      {canPost ? <CommentForm onPost={onPost} live={live} itemId={itemId} /> : null}
    </>
  )
}
