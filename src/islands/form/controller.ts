/**
 * The form's submit cycle, apart from drawing: checks what was typed, sends it in the spec's two
 * calls (a single-use key, then the submission), and keeps the outcome in the form's store
 * (store.ts), which the view, the draft and the page's events follow.
 */
import type { PageContext } from '../../contract.ts'
import { post } from '../../core/data/index.ts'
import { clearDraft } from '../../core/dom/draft.ts'
import { NetworkError, TimeoutError } from '../../core/errors.ts'
import { PAGE_I18N, t } from '../../core/i18n/index.ts'
import { sanitizeHtml } from '../../core/security/html.ts'
import { emit } from '../../core/tracking/events.ts'
import type { Captcha } from './captcha.ts'
import { checkValues, collectValues, failureOf, KEY_PATH, NoKeyError, SAVE_PATH } from './form.ts'
import type { Failure } from './form.ts'
import type { FormSubmit } from './Form.tsx'
import type { FormDefinition } from './options.ts'
import { buildPayload, snapshotPage } from './payload.ts'
import { createFormStore } from './store.ts'

export interface FormControllerOptions {
  definition: FormDefinition
  page: Readonly<PageContext>
  /** Whether the form shows a captcha (form.ts, showsCaptcha). */
  wantsCaptcha: boolean
  /** Aborted when the island is destroyed: cancels the calls under way, and their answers change nothing. */
  signal: AbortSignal
  /** Called once the form is sent, just before the store (and so the view) says so. */
  onSuccess?(): void
}

/** A controller whose `store` holds the form's submission (store.ts). */
export function createFormController({ definition, page, wantsCaptcha, signal, onSuccess }: FormControllerOptions) {
  const { formId, isNewsletter } = definition
  const store = createFormStore()
  const fieldIds = new Set(definition.fields.map((field) => field.id))
  let locked = false
  let captcha: Captcha | undefined
  /** The key of a save that got no answer, sent again by the next attempt. */
  let unsettledKey: string | undefined

  // The summary shows the failure, focuses itself and then calls failureShown (Form.tsx).
  const fail = (failure: Failure) => store.setState({ phase: 'idle', failure })

  async function send(values: ReturnType<typeof collectValues>, captchaKey: string | undefined): Promise<void> {
    // Sanitised while the submission is on its way: DOMPurify loads only for a form with such HTML.
    const message = sanitizeHtml(definition.submissionHTML).catch(() => '')
    // A save that got no answer (timed out, connection lost) may have reached the server: the
    // retry sends the same key, which the server takes only once, so it is never stored twice.
    let key = unsettledKey
    if (!key) {
      const answer = await post<{ key?: unknown }>(KEY_PATH, { signal }).catch((error: unknown) => {
        throw new NoKeyError('FormSubmissionKey failed', { cause: error })
      })
      const given = answer?.key
      if (typeof given !== 'string' || !given) throw new NoKeyError('FormSubmissionKey gave no key')
      key = given
    }
    if (signal.aborted) return
    const submitButtonText = definition.submitButtonText || t('forms.submit')
    const payload = buildPayload({
      definition,
      values,
      key,
      captchaKey,
      submitButtonText,
      page,
      snapshot: snapshotPage(),
    })
    unsettledKey = key
    try {
      await post(SAVE_PATH, { json: payload, signal })
    } catch (error) {
      // An answer, even a failure, settles the key: the server has decided on it.
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) unsettledKey = undefined
      throw error
    }
    unsettledKey = undefined
    const submissionHTML = await message
    if (signal.aborted) return
    // Sent: the draft has served, and the next visit starts afresh.
    clearDraft(formId)
    emit('atoll:form-submit', { formId, isNewsletter })
    onSuccess?.()
    store.setState({ phase: 'success', failure: undefined, submissionHTML })
  }

  return {
    store,

    /**
     * The view showed a failure (the summary is on the page, focused): the captcha is reset and the
     * page told, so a listener of `atoll:form-error` finds the summary there.
     */
    failureShown(): void {
      // spec: after any failure the captcha is reset
      captcha?.reset()
      emit('atoll:form-error', { formId })
    },

    /** The captcha once it is drawn: its response goes with the submission, and a failure resets it. */
    setCaptcha(drawn: Captcha): void {
      captcha = drawn
    },

    /** The form's submit handler: checks, then sends, unless a submission is under way or done. */
    async submit(event: FormSubmit): Promise<void> {
      event.preventDefault()
      // spec: a second submit while locked is ignored
      if (locked || store.getState().phase === 'success') return
      const data = new FormData(event.currentTarget)
      const read = (name: string) => data.getAll(name).map(String)
      const values = collectValues(definition.fields, read, new URLSearchParams(location.search))
      const counts: Record<string, number> = {}
      for (const field of definition.fields)
        if (field.maxLength && field.type === 'textarea') counts[field.id] = (read(field.id)[0] ?? '').length

      const fields = definition.disableValidation ? {} : checkValues(definition.fields, values, PAGE_I18N, counts)
      const messages = Object.keys(fields).length ? [t('forms.invalidFields')] : []
      // spec: if a captcha is present it must be completed. One that could not load (blocked, failed,
      // timed out) is not present: the form is sent without it, and the server decides (docs/forms.md).
      const captchaKey = wantsCaptcha && captcha ? captcha.response() : undefined
      if (captchaKey === '') messages.push(t('forms.captchaIncomplete'))
      if (messages.length) return fail({ messages, fields })

      locked = true
      store.setState({ phase: 'submitting' })
      try {
        await send(values, captchaKey)
      } catch (error) {
        if (!signal.aborted) fail(failureOf(error, fieldIds))
      } finally {
        locked = false
      }
    },
  }
}
