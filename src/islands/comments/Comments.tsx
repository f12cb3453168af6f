/**
 * The comment thread: comments with their replies one level deep, the order, "More comments", a
 * reply form under a comment on demand, and the form for a new comment.
 */
import { useRef, useState } from 'react'
import { t } from '../../core/i18n/index.ts'
import { type Comment, type Sort, threads } from './comments.ts'
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

export interface CommentsProps {
  state: CommentsState
  locale: string
  /** Whether visitors may post (the site's `commentsEnabled`). */
  canPost: boolean
  onSort(sort: Sort): void
  onMore(): void
  onPost(draft: CommentDraft, parentId: string | undefined): Promise<void>
}

export function Comments({ state, locale, canPost, onSort, onMore, onPost }: CommentsProps) {
  const [replyingTo, setReplyingTo] = useState<string | undefined>()
  const replyButtons = useRef(new Map<string, HTMLButtonElement | null>())
  const dates = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })

  const closeReply = (id: string) => {
    setReplyingTo(undefined)
    replyButtons.current.get(id)?.focus()
  }

  const entry = (comment: Comment) => (
    <article>
      <p className="atoll-comment-meta">
        <strong data-part="name">{comment.name}</strong>{' '}
        <time dateTime={comment.createdOn}>
          {Number.isNaN(Date.parse(comment.createdOn)) ? '' : dates.format(new Date(comment.createdOn))}
        </time>
        {comment.pending ? <span className="atoll-comment-pending"> · {t('content.awaitingApproval')}</span> : null}
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
          {t('content.commentsSortLabel')}{' '}
          <select value={state.sort} onChange={(event) => onSort(event.currentTarget.value as Sort)}>
            <option value="oldest">{t('content.commentsOldest')}</option>
            <option value="newest">{t('content.commentsNewest')}</option>
          </select>
        </label>
      </p>
      <ol className="atoll-comments" data-part="list">
        {threads(state.comments, state.sort).map(({ comment, replies }) => (
          <li key={comment.id} data-part="comment" id={`comment-${comment.id}`}>
            {entry(comment)}
            {canPost && !comment.pending ? (
              <button
                type="button"
                className="atoll-comment-reply"
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
                  <li key={reply.id} data-part="comment" id={`comment-${reply.id}`}>
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
      {state.phase === 'failed' ? (
        <p className="atoll-comments-error">
          {t('editor.unableToLoadResults')}{' '}
          <button type="button" onClick={onMore}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : state.nextOffset !== null ? (
        <button
          type="button"
          className="atoll-comments-more"
          onClick={onMore}
          aria-disabled={state.phase === 'loading'}
        >
          {state.phase === 'loading' ? t('common.loading') : t('content.moreComments')}
        </button>
      ) : null}
      {canPost ? <CommentForm onPost={onPost} /> : null}
    </>
  )
}
