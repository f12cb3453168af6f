/**
 * The form island: hydrates the form the server rendered from the definition of `data-block-json`
 * (`atoll/server`), or renders it when the server did not, checks it, submits it in the spec's two
 * calls (a single-use key, then the submission) and shows what happened (docs/forms.md).
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { post } from '../../core/data/index.ts'
import { clearDraft, restoreDraft, saveDraft } from '../../core/dom/draft.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { NetworkError, TimeoutError } from '../../core/errors.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger, blockName } from '../../core/kit/log.ts'
import { scrollTo } from '../../core/kit/motion.ts'
import { codeInjection, insertHtml, sanitizeHtml } from '../../core/security/html.ts'
import { redirectOrigins, safeUrl } from '../../core/security/url.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { NOT_SET_UP, renderCaptcha } from './captcha.ts'
import type { Captcha } from './captcha.ts'
import { committedView, hydrate } from '../../core/kit/hydrate.ts'
import { keepTyped, RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import {
  checkValues,
  collectValues,
  failureOf,
  KEY_PATH,
  NoKeyError,
  renderInputs,
  SAVE_PATH,
  showsCaptcha,
} from './form.ts'
import type { Failure } from './form.ts'
import { FormView } from './Form.tsx'
import type { FormState, FormSubmit, FormViewProps } from './Form.tsx'
import css from './form.css?inline'
import { normalizeDefinition } from './options.ts'
import { buildPayload, snapshotPage } from './payload.ts'
import messages from 'virtual:atoll-messages'

export { KEY_PATH, SAVE_PATH } from './form.ts'

let nextId = 0

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const definition = normalizeDefinition(settings)
  const { formId, isNewsletter } = definition
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  const cleanup = createCleanup(signal)
  // Aborts the form's requests on destroy: a submission cut off may or may not have reached the server.
  const destroyed = cleanup.signal()
  const prefix = element.id || `atoll-form-${++nextId}`
  const log = blockLogger('form', element)
  const fieldIds = new Set(definition.fields.map((field) => field.id))
  const siteKey = page.website?.captchaSettings?.siteKey
  const wantsCaptcha = showsCaptcha(definition, page)
  if (definition.captcha && !wantsCaptcha) console.warn(NOT_SET_UP)

  const refs = {
    summary: { current: null },
    captcha: { current: null },
    submitted: { current: null },
    postSubmit: { current: null },
  } as {
    [name in keyof FormViewProps['refs']]: { current: HTMLDivElement | null }
  }
  let state: FormState = { phase: 'idle', counts: {} }
  let locked = false
  let captcha: Captcha | undefined
  /** The key of a save that got no answer, sent again by the next attempt. */
  let unsettledKey: string | undefined

  const viewProps = (): FormViewProps => ({
    definition,
    prefix,
    state,
    captcha: wantsCaptcha,
    onSubmit: (event) => void submit(event),
    onCount: (id, count) => update({ counts: { ...state.counts, [id]: count } }),
    onSummaryLink: focusField,
    refs,
  })
  // The same tree for a hydration and every later draw, so a draw updates what hydrated.
  const view = (committed?: () => void) => committedView(createElement(FormView, viewProps()), committed)
  const draw = () => {
    // Synchronous, as the controller reads the refs (summary, captcha) right after a draw.
    flushSync(() => root.render(view()))
  }
  const update = (patch: Partial<FormState>) => {
    state = { ...state, ...patch }
    draw()
  }
  const dispatch = (name: string, detail: object) =>
    document.dispatchEvent(new CustomEvent(`atoll:${name}`, { detail }))

  async function submit(event: FormSubmit): Promise<void> {
    event.preventDefault()
    // spec: a second submit while locked is ignored
    if (locked || state.phase === 'success') return
    const data = new FormData(event.currentTarget)
    const read = (name: string) => data.getAll(name).map(String)
    const values = collectValues(definition.fields, read, new URLSearchParams(location.search))
    const counts = { ...state.counts }
    for (const field of definition.fields)
      if (field.maxLength && field.type === 'textarea') counts[field.id] = (read(field.id)[0] ?? '').length

    const fields = definition.disableValidation ? {} : checkValues(definition.fields, values, counts)
    const messages = Object.keys(fields).length ? [t('forms.invalidFields')] : []
    // spec: if a captcha is present it must be completed. One that could not load (blocked, failed,
    // timed out) is not present: the form is sent without it, and the server decides (docs/forms.md).
    const captchaKey = wantsCaptcha && captcha ? captcha.response() : undefined
    if (captchaKey === '') messages.push(t('forms.captchaIncomplete'))
    if (messages.length) return fail({ messages, fields }, counts)

    locked = true
    update({ phase: 'submitting', counts })
    // Sanitised while the submission is on its way: DOMPurify loads only for a form with such HTML.
    const message = sanitizeHtml(definition.submissionHTML).catch(() => '')
    try {
      // A save that got no answer (timed out, connection lost) may have reached the server: the
      // retry sends the same key, which the server takes only once, so it is never stored twice.
      let key = unsettledKey
      if (!key) {
        const answer = await post<{ key?: unknown }>(KEY_PATH, { signal: destroyed }).catch((error: unknown) => {
          throw new NoKeyError('FormSubmissionKey failed', { cause: error })
        })
        const given = answer?.key
        if (typeof given !== 'string' || !given) throw new NoKeyError('FormSubmissionKey gave no key')
        key = given
      }
      if (destroyed.aborted) return
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
        await post(SAVE_PATH, { json: payload, signal: destroyed })
      } catch (error) {
        // An answer, even a failure, settles the key: the server has decided on it.
        if (!(error instanceof NetworkError || error instanceof TimeoutError)) unsettledKey = undefined
        throw error
      }
      unsettledKey = undefined
      const submissionHTML = await message
      if (!destroyed.aborted) await succeed(submissionHTML)
    } catch (error) {
      if (!destroyed.aborted) fail(failureOf(error, fieldIds))
    } finally {
      locked = false
    }
  }

  function fail(failure: Failure, counts = state.counts): void {
    update({ phase: 'idle', failure, counts })
    refs.summary.current?.focus()
    // spec: after any failure the captcha is reset
    captcha?.reset()
    dispatch('form-error', { formId })
  }

  async function succeed(submissionHTML: string): Promise<void> {
    // Sent: the draft has served, and the next visit starts afresh.
    clearDraft(formId)
    dispatch('form-submit', { formId, isNewsletter })
    // The reserved height made room for the form, not for the shorter message that replaces it.
    element.style.minHeight = '0'
    update({ phase: 'success', failure: undefined, submissionHTML })
    refs.submitted.current?.focus()
    if (refs.postSubmit.current) {
      await insertHtml(refs.postSubmit.current, definition.postSubmitHTML, {
        scripts: codeInjection(page.website),
        label: `[atoll:form] ${blockName(element)}`,
      }).catch((error: unknown) => log.error(`The post-submit HTML was not inserted: ${(error as Error).message}`))
    }
    // http or https on the site's own origin, or one the context allows; anything else is ignored.
    const redirect = safeUrl(definition.successRedirect, { sameOrigin: true, allow: redirectOrigins(page.website) })
    if (definition.successRedirect.trim() && !redirect)
      log.error(`successRedirect ignored: ${definition.successRedirect}`)
    if (redirect && !destroyed.aborted) location.assign(redirect)
  }

  /**
   * A summary link focuses the field's first input and brings its title into view (as GOV.UK Frontend
   * does), with the spec's scroll-to: the field's top ends 30 px below the window's.
   */
  function focusField(event: MouseEvent, target: string): void {
    const input = document.getElementById(target)
    if (!input) return
    event.preventDefault()
    const field = input.closest('.atoll-form-field')
    if (field) scrollTo(field)
    input.focus({ preventScroll: true })
  }

  // React listens on its root's container and keeps those listeners after unmount: the root is a
  // child that destroy() removes, so nothing is left listening on the block. The server's rendering
  // is that child when it was made from what this view is (else the form is drawn afresh).
  const rendered = serverRendered(element, renderInputs(definition, prefix, wantsCaptcha, page.locale), 'form')
  const hydrating = rendered !== null
  const host = rendered ?? document.createElement('div')
  let root: ReturnType<typeof createRoot>
  if (hydrating) {
    // The refs are set once the hydration has committed.
    root = await hydrate(host, view)
  } else {
    // A rendering of other inputs (said in a warning) goes, but what the visitor typed in it stays.
    const mismatched = element.querySelector(`:scope > [${RENDERED_ATTRIBUTE}]`)
    element.replaceChildren(host)
    root = createRoot(host)
    draw()
    if (mismatched) keepTyped(mismatched, host)
  }
  // The draft of an earlier load (kept for the reload the processing error asks for, docs/forms.md):
  // into the fields the visitor has not touched yet, then kept up to date as they type.
  const form = host.querySelector('form')
  if (form) {
    restoreDraft(form, formId)
    const keep = () => {
      if (state.phase !== 'success') saveDraft(form, formId)
    }
    cleanup.listen(form, 'input', keep)
    cleanup.listen(form, 'change', keep)
    // The address lookup is a chunk of its own, for a form that asks for it (docs/forms.md); one that
    // fails to load is logged with its reason, and the inputs stay the form's own.
    if (definition.fields.some((field) => field.lookup))
      import('./address-lookup.ts').then(
        ({ attachLookups }) => destroyed.aborted || cleanup.add(attachLookups(form, formId, definition.fields)),
        log.error,
      )
    // What a draft, or the visitor before the island came, put in a counted textarea.
    const counts = { ...state.counts }
    for (const field of definition.fields) {
      const control = field.type === 'textarea' && field.maxLength ? form.elements.namedItem(field.id) : null
      if (control instanceof HTMLTextAreaElement && control.value) counts[field.id] = control.value.length
    }
    if (Object.keys(counts).length) update({ counts })
  }
  dispatch('form-render', { formId })
  if (wantsCaptcha && refs.captcha.current) {
    void renderCaptcha(refs.captcha.current, siteKey!, destroyed).then((rendered) => {
      captcha = rendered
    })
  }

  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      host.remove()
      element.style.removeProperty('min-height')
    },
  }
}
