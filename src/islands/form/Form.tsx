/**
 * The form's view: the error summary, the fields (Fields.tsx), the submit button and the message that
 * replaces the form once it is sent. The root is rendered once; each part reads what it shows from the
 * form's store with a selector (store.ts), so a failure, the lock or the success re-renders the parts
 * that show them, and typing re-renders nothing but a textarea's counter. The server renders it too
 * (server.ts), and React hydrates that HTML only if it is the same: no two text nodes side by side
 * (one template string instead), as the server's HTML would merge them.
 */
import { type Ref, useLayoutEffect, useRef } from 'react'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { FORM_ID_INPUT, SAVE_PATH } from './form.ts'
import { Field, fieldIds } from './Fields.tsx'
import type { FormDefinition } from './options.ts'
import { type FormStore, useSubmission } from './store.ts'

/** What the submit handler reads of the event: the same under React's and Preact's event types. */
export interface FormSubmit {
  preventDefault(): void
  currentTarget: HTMLFormElement
}

export interface FormViewProps {
  definition: FormDefinition
  /** Makes the DOM ids of this form unique on the page. */
  prefix: string
  store: FormStore
  /** Whether to leave room for the captcha. */
  captcha: boolean
  onSubmit(event: FormSubmit): void
  onSummaryLink(event: MouseEvent, target: string): void
  /** Called each time a failure shows in the summary, once the summary is focused. */
  onFailureShown(): void
  /** Called once the sent message is on the page (and focused), with the box for the post-submit HTML, if the form has one. */
  onSent(postSubmit: HTMLDivElement | null): void
  /** The box the captcha is drawn in. */
  captchaRef: Ref<HTMLDivElement>
}

export function FormView(props: FormViewProps) {
  const { definition, prefix, store } = props
  const { t } = useI18n()
  const phase = useSubmission(store, (state) => state.phase)
  const newsletter = definition.isNewsletter
  const submitting = phase === 'submitting'
  return (
    <div className={`atoll-form${newsletter ? ' atoll-form-newsletter' : ''}`} data-phase={phase}>
      {!newsletter && <Summary {...props} />}
      {/* Without script (before the island, or if it never loads) the browser posts the form to the
          save call, which answers with a page (docs/forms.md); the island sends it in the spec's two calls. */}
      <form
        action={SAVE_PATH}
        method="post"
        noValidate
        hidden={phase === 'success'}
        aria-busy={submitting ? 'true' : undefined}
        onSubmit={props.onSubmit}
      >
        <input type="hidden" name={FORM_ID_INPUT} value={definition.formId} />
        <div className="atoll-form-fields">
          {definition.fields.map((field) => (
            <Field key={field.id} field={field} prefix={prefix} store={store} />
          ))}
          {props.captcha && <div className="atoll-form-captcha" id={`${prefix}-captcha`} ref={props.captchaRef} />}
          <div className="atoll-form-actions">
            <button type="submit" className="atoll-form-submit" aria-disabled={submitting ? 'true' : undefined}>
              {submitting ? t('forms.submitting') : definition.submitButtonText || t('forms.submit')}
            </button>
          </div>
        </div>
        {newsletter ? <Summary {...props} /> : <Below store={store} />}
      </form>
      {phase === 'success' && <Sent {...props} />}
    </div>
  )
}

/** Under a failed form (not a newsletter's): the pointer back up to the summary. */
function Below({ store }: { store: FormStore }) {
  const failed = useSubmission(store, (state) => !!state.failure)
  const { t } = useI18n()
  return failed ? <p className="atoll-form-below">{t('forms.problemBelow')}</p> : null
}

/**
 * The error summary (after GOV.UK Frontend): announced, one link per field in error, and focused
 * each time a submission fails, so the visitor hears it and continues from it.
 */
function Summary({ definition, prefix, store, onSummaryLink, onFailureShown }: FormViewProps) {
  const failure = useSubmission(store, (state) => state.failure)
  const { t } = useI18n()
  const summary = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure, not each new callback
  useLayoutEffect(() => {
    if (!failure) return
    summary.current?.focus()
    onFailureShown()
  }, [failure])
  if (!failure) return null
  const invalid = definition.fields.filter((field) => failure.fields[field.id])
  return (
    <div
      className="atoll-form-summary"
      role="alert"
      tabIndex={-1}
      ref={summary}
      aria-labelledby={definition.isNewsletter ? undefined : `${prefix}-summary-title`}
    >
      {!definition.isNewsletter && (
        <h2 className="atoll-form-summary-title" id={`${prefix}-summary-title`}>
          {t('forms.problemAbove')}
        </h2>
      )}
      {failure.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {invalid.length > 0 && (
        <ul>
          {invalid.map((field) => {
            const target = fieldIds(prefix, field).first
            const message = failure.fields[field.id]!
            return (
              <li key={field.id}>
                <a href={`#${target}`} onClick={(event) => onSummaryLink(event as unknown as MouseEvent, target)}>
                  {field.title ? t('forms.summaryItem', { title: field.title, message }) : message}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** What replaces the sent form: the submission message, focused, and the box for the post-submit HTML. */
function Sent({ definition, store, onSent }: FormViewProps) {
  const html = useSubmission(store, (state) => state.submissionHTML)
  const { t } = useI18n()
  const submitted = useRef<HTMLDivElement>(null)
  const postSubmit = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the message first shows
  useLayoutEffect(() => {
    submitted.current?.focus()
    onSent(postSubmit.current)
  }, [])
  return (
    <>
      {html ? (
        <div
          className="atoll-form-submitted"
          tabIndex={-1}
          ref={submitted}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the island (core/security/html.ts) before it gets here
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <div className="atoll-form-submitted" tabIndex={-1} ref={submitted}>
          <p>{t('forms.thanks')}</p>
        </div>
      )}
      {definition.postSubmitHTML && <div className="atoll-form-post-submit" ref={postSubmit} />}
    </>
  )
}
