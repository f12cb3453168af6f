/**
 * A comment draft's checks, apart from comments.ts: they take the messages' translator, whose type
 * the published types of `atoll/server` (which name comments.ts's) must not reach, since the
 * package ships no dictionaries for the message ids' type to be read from.
 */
import type { I18n } from '../../core/i18n/index.ts'
import { emailError, EXAMPLE_EMAIL } from '../../core/rules/email.ts'
import type { CommentDraft, DraftErrors } from './comments.ts'

/**
 * A draft's checks, with the forms' messages: what each failing field says (the island's and a
 * server's after a plain post), in `i18n`'s locale (the page's, or a server render's).
 */
export function checkDraft({ name, email, body }: CommentDraft, { t }: I18n): DraftErrors {
  const errors: DraftErrors = {}
  if (!name.trim()) errors.name = t('forms.fieldRequired', { title: t('content.commentName') })
  const invalidEmail = emailError(email.trim(), { required: true })
  if (invalidEmail) errors.email = t(invalidEmail.id, { email: EXAMPLE_EMAIL })
  if (!body.trim()) errors.body = t('forms.fieldRequired', { title: t('content.commentBody') })
  return errors
}
