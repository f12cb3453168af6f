/**
 * The form to post a comment or a reply: what the visitor typed stays until the server took it.
 * Not live (rendered by a server, or hydrating), it is a plain form: it posts to the comments call
 * with the browser's own checks, and the server answers with a page.
 */
import { type FormEvent, useRef, useState } from 'react'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { COMMENT_LIMITS, COMMENTS_PATH, type CommentDraft, type DraftErrors } from './comments.ts'
import { checkDraft } from './draft.ts'

export type { CommentDraft } from './comments.ts'

export interface CommentFormProps {
  /** The reply's parent, or undefined for a new comment. */
  replyTo?: { id: string; name: string } | undefined
  /** Sends the draft; resolves when the server took it, rejects (and the draft stays) when not. */
  onPost(draft: CommentDraft, parentId: string | undefined): Promise<void>
  onCancel?: (() => void) | undefined
  /** The item the comment is on, sent as `targetId` by a plain post. */
  itemId: string
  /** False while it is the server's plain form (see the thread's view). */
  live: boolean
}

export function CommentForm({ replyTo, onPost, onCancel, itemId, live }: CommentFormProps) {
  // Made from what it posts rather than by useId: the server's rendering and the island's must agree.
  const id = `comment-form-${itemId}-${replyTo?.id ?? 'new'}`
  const i18n = useI18n()
  const { t } = i18n
  const [draft, setDraft] = useState<CommentDraft>({ name: '', email: '', body: '' })
  const [errors, setErrors] = useState<DraftErrors>({})
  const [posting, setPosting] = useState(false)
  const [failed, setFailed] = useState(false)
  const fields = useRef<Record<keyof CommentDraft, HTMLElement | null>>({ name: null, email: null, body: null })

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    if (posting) return
    const found = checkDraft(draft, i18n)
    setErrors(found)
    const first = (Object.keys(found) as (keyof CommentDraft)[])[0]
    if (first) return void fields.current[first]?.focus()
    setPosting(true)
    setFailed(false)
    try {
      await onPost({ name: draft.name.trim(), email: draft.email.trim(), body: draft.body.trim() }, replyTo?.id)
      setDraft({ name: draft.name, email: draft.email, body: '' })
    } catch {
      setFailed(true)
    } finally {
      setPosting(false)
    }
  }

  const field = (name: keyof CommentDraft, label: string, props: Record<string, unknown>) => {
    const error = errors[name]
    const control = {
      id: `${id}-${name}`,
      name,
      value: draft[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      required: true,
      onChange: (event: { currentTarget: { value: string } }) =>
        setDraft({ ...draft, [name]: event.currentTarget.value }),
      ref: (node: HTMLElement | null) => {
        fields.current[name] = node
      },
      ...props,
    }
    return (
      <p className="atoll-comment-field">
        <label htmlFor={control.id}>{label}</label>
        {name === 'body' ? <textarea {...control} rows={4} /> : <input {...control} />}
        {error ? (
          <span className="atoll-comment-error" id={`${id}-${name}-error`}>
            {error}
          </span>
        ) : null}
      </p>
    )
  }

  return (
    <form
      className="atoll-comment-form"
      action={COMMENTS_PATH}
      method="post"
      noValidate={live}
      onSubmit={(event) => void submit(event)}
      aria-label={replyTo ? t('content.replyTo', { name: replyTo.name }) : t('content.postComment')}
    >
      <input type="hidden" name="targetId" value={itemId} />
      {replyTo ? <input type="hidden" name="parentId" value={replyTo.id} /> : null}
      {field('name', t('content.commentName'), { type: 'text', autoComplete: 'name', maxLength: COMMENT_LIMITS.name })}
      {field('email', t('content.commentEmail'), { type: 'email', autoComplete: 'email' })}
      {field('body', t('content.commentBody'), { maxLength: COMMENT_LIMITS.body })}
      {failed ? (
        <p className="atoll-comment-failure" role="alert">
          {t('content.commentFailed')}
        </p>
      ) : null}
      <p className="atoll-comment-actions">
        <button type="submit" aria-disabled={posting}>
          {posting ? t('content.posting') : replyTo ? t('content.postReply') : t('content.postComment')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            {t('content.cancel')}
          </button>
        ) : null}
      </p>
    </form>
  )
}
