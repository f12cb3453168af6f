/** The form to post a comment or a reply: what the visitor typed stays until the server took it. */
import { type FormEvent, useId, useRef, useState } from 'react'
import { t } from '../../core/i18n/index.ts'
import { emailError, EXAMPLE_EMAIL } from '../../core/rules/email.ts'
import { COMMENT_LIMITS } from './comments.ts'

export interface CommentDraft {
  name: string
  email: string
  body: string
}

export interface CommentFormProps {
  /** The reply's parent, or undefined for a new comment. */
  replyTo?: { id: string; name: string } | undefined
  /** Sends the draft; resolves when the server took it, rejects (and the draft stays) when not. */
  onPost(draft: CommentDraft, parentId: string | undefined): Promise<void>
  onCancel?: (() => void) | undefined
}

type Errors = Partial<Record<keyof CommentDraft, string>>

function check({ name, email, body }: CommentDraft): Errors {
  const errors: Errors = {}
  if (!name.trim()) errors.name = t('forms.fieldRequired', { title: t('content.commentName') })
  const invalidEmail = emailError(email.trim(), { required: true })
  if (invalidEmail) errors.email = t(invalidEmail.id, { email: EXAMPLE_EMAIL })
  if (!body.trim()) errors.body = t('forms.fieldRequired', { title: t('content.commentBody') })
  return errors
}

export function CommentForm({ replyTo, onPost, onCancel }: CommentFormProps) {
  const id = useId()
  const [draft, setDraft] = useState<CommentDraft>({ name: '', email: '', body: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [posting, setPosting] = useState(false)
  const [failed, setFailed] = useState(false)
  const fields = useRef<Record<keyof CommentDraft, HTMLElement | null>>({ name: null, email: null, body: null })

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    if (posting) return
    const found = check(draft)
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
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={replyTo ? t('content.replyTo', { name: replyTo.name }) : t('content.postComment')}
    >
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
