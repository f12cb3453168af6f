/**
 * The form island: renders the form definition of `data-block-json` into its block, checks it,
 * submits it in the spec's two calls (a single-use key, then the submission) and shows what happened.
 * The template renders nothing inside the block (a `<noscript>` at most), so the form is rendered
 * with the renderer rather than enhanced; the template reserves the block's height (docs/forms.md).
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../bootstrap/types.ts'
import { post } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { NOT_SET_UP, renderCaptcha } from './captcha.ts'
import type { Captcha } from './captcha.ts'
import { checkValues, collectValues, failureOf, NoKeyError } from './form.ts'
import type { Failure } from './form.ts'
import { FormView } from './Form.tsx'
import type { FormState, FormSubmit, FormViewProps } from './Form.tsx'
import css from './form.css?inline'
import { normalizeDefinition } from './options.ts'
import { buildPayload, snapshotPage } from './payload.ts'

export const KEY_PATH = '/api/form/FormSubmissionKey'
export const SAVE_PATH = '/api/form/SaveFormSubmission'

let nextId = 0

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const definition = normalizeDefinition(settings)
  const { formId, isNewsletter } = definition
  await loadMessages(page.locale)
  adoptStyles(css)

  const life = new AbortController()
  const prefix = element.id || `atoll-form-${++nextId}`
  const fieldIds = new Set(definition.fields.map((field) => field.id))
  const siteKey = page.website?.captchaSettings?.siteKey
  if (definition.captcha && !siteKey) console.warn(NOT_SET_UP)
  const wantsCaptcha = definition.captcha && !!siteKey

  const refs = { summary: { current: null }, captcha: { current: null }, submitted: { current: null }, postSubmit: { current: null } } as {
    [name in keyof FormViewProps['refs']]: { current: HTMLDivElement | null }
  }
  let state: FormState = { phase: 'idle', counts: {} }
  let locked = false
  let captcha: Captcha | undefined

  const draw = () => {
    const props: FormViewProps = {
      definition,
      prefix,
      state,
      captcha: wantsCaptcha,
      onSubmit: (event) => void submit(event),
      onCount: (id, count) => update({ counts: { ...state.counts, [id]: count } }),
      onSummaryLink: focusField,
      refs,
    }
    // Synchronous, as the controller reads the refs (summary, captcha) right after a draw.
    flushSync(() => root.render(createElement(FormView, props)))
  }
  const update = (patch: Partial<FormState>) => {
    state = { ...state, ...patch }
    draw()
  }
  const dispatch = (name: string, detail: object) => document.dispatchEvent(new CustomEvent(`atoll:${name}`, { detail }))

  async function submit(event: FormSubmit): Promise<void> {
    event.preventDefault()
    // spec: a second submit while locked is ignored
    if (locked || state.phase === 'success') return
    const data = new FormData(event.currentTarget)
    const read = (name: string) => data.getAll(name).map(String)
    const values = collectValues(definition.fields, read, new URLSearchParams(location.search))
    const counts = { ...state.counts }
    for (const field of definition.fields) if (field.maxLength && field.type === 'textarea') counts[field.id] = (read(field.id)[0] ?? '').length

    const fields = definition.disableValidation ? {} : checkValues(definition.fields, values, counts)
    const messages = Object.keys(fields).length ? [t('forms.invalidFields')] : []
    const captchaKey = wantsCaptcha ? (captcha?.response() ?? '') : undefined
    // spec: if a captcha is present it must be completed
    if (captchaKey === '') messages.push(t('forms.captchaIncomplete'))
    if (messages.length) return fail({ messages, fields }, counts)

    locked = true
    update({ phase: 'submitting', counts })
    try {
      const answer = await post<{ key?: unknown }>(KEY_PATH).catch((error: unknown) => {
        throw new NoKeyError('FormSubmissionKey failed', { cause: error })
      })
      const key = answer?.key
      if (typeof key !== 'string' || !key) throw new NoKeyError('FormSubmissionKey gave no key')
      if (life.signal.aborted) return
      const submitButtonText = definition.submitButtonText || t('forms.submit')
      const payload = buildPayload({ definition, values, key, captchaKey, submitButtonText, page, snapshot: snapshotPage() })
      await post(SAVE_PATH, { json: payload })
      if (!life.signal.aborted) succeed()
    } catch (error) {
      if (!life.signal.aborted) fail(failureOf(error, fieldIds))
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

  function succeed(): void {
    dispatch('form-submit', { formId, isNewsletter })
    // The reserved height made room for the form, not for the shorter message that replaces it.
    element.style.minHeight = '0'
    update({ phase: 'success', failure: undefined })
    refs.submitted.current?.focus()
    if (refs.postSubmit.current) runHtml(refs.postSubmit.current, definition.postSubmitHTML)
    const redirect = redirectUrl(definition.successRedirect)
    if (redirect) location.assign(redirect)
  }

  /** A summary link focuses the field's first input and brings its title into view (as GOV.UK Frontend does). */
  function focusField(event: MouseEvent, target: string): void {
    const input = document.getElementById(target)
    if (!input) return
    event.preventDefault()
    input.closest('.atoll-form-field')?.scrollIntoView({ block: 'start' })
    input.focus({ preventScroll: true })
  }

  // React listens on its root's container and keeps those listeners after unmount: the root is a
  // child that destroy() removes, so nothing is left listening on the block.
  const host = document.createElement('div')
  element.replaceChildren(host)
  const root = createRoot(host)
  draw()
  dispatch('form-render', { formId })
  if (wantsCaptcha && refs.captcha.current) {
    void renderCaptcha(refs.captcha.current, siteKey!, life.signal).then((rendered) => {
      captcha = rendered
    })
  }

  return {
    destroy() {
      life.abort()
      root.unmount()
      host.remove()
      element.style.removeProperty('min-height')
    },
  }
}

/**
 * Inserts the post-submit HTML and runs its scripts: scripts inserted as HTML do not run, so each is
 * made anew (the page's Content-Security-Policy still decides what may run).
 */
function runHtml(container: HTMLElement, html: string): void {
  container.innerHTML = html
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script')
    for (const { name, value } of old.attributes) script.setAttribute(name, value)
    script.text = old.text
    old.replaceWith(script)
  }
}

/** The success URL when it is http, https or relative to the page; anything else (javascript:) is ignored. */
function redirectUrl(value: string): string | undefined {
  if (!value.trim()) return undefined
  try {
    const url = new URL(value, location.href)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
