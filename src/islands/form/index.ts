/**
 * The form island: hydrates the form the server rendered from the definition of `data-block-json`
 * (`atoll/server`), or renders it when the server did not, checks it, submits it in the spec's two
 * calls (a single-use key, then the submission) and shows what happened (docs/forms.md).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { restoreDraft, saveDraft } from '../../core/dom/draft.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { committedView, hydrate, type Root } from '../../core/kit/hydrate.ts'
import { blockLogger, blockName } from '../../core/kit/log.ts'
import { scrollTo } from '../../core/kit/motion.ts'
import { keepTyped, RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import { codeInjection, insertHtml } from '../../core/security/html.ts'
import { redirectOrigins, safeUrl } from '../../core/security/url.ts'
import { emit } from '../../core/tracking/events.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { NOT_SET_UP, renderCaptcha } from './captcha.ts'
import { createFormController } from './controller.ts'
import { renderInputs, showsCaptcha } from './form.ts'
import { FormView } from './Form.tsx'
import type { FormViewProps } from './Form.tsx'
import css from './form.css?inline'
import { normalizeDefinition } from './options.ts'
import messages from 'virtual:atoll-messages'

export { KEY_PATH, SAVE_PATH } from './form.ts'

let nextId = 0

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const definition = normalizeDefinition(settings)
  const { formId } = definition
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  const cleanup = createCleanup(signal)
  // Aborts the form's requests on destroy: a submission cut off may or may not have reached the server.
  const destroyed = cleanup.signal()
  const prefix = element.id || `atoll-form-${++nextId}`
  const log = blockLogger('form', element)
  const siteKey = page.website?.captchaSettings?.siteKey
  const wantsCaptcha = showsCaptcha(definition, page)
  if (definition.captcha && !wantsCaptcha) console.warn(NOT_SET_UP)

  const controller = createFormController({
    definition,
    page,
    wantsCaptcha,
    signal: destroyed,
    // The reserved height made room for the form, not for the shorter message that replaces it.
    onSuccess: () => {
      element.style.minHeight = '0'
    },
  })
  const { store } = controller
  const captchaRef: { current: HTMLDivElement | null } = { current: null }

  /** The sent message is on the page: the post-submit HTML goes in its box, then the success URL is followed. */
  async function sent(postSubmit: HTMLDivElement | null): Promise<void> {
    if (postSubmit) {
      await insertHtml(postSubmit, definition.postSubmitHTML, {
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

  const props: FormViewProps = {
    definition,
    prefix,
    store,
    captcha: wantsCaptcha,
    onSubmit: (event) => void controller.submit(event),
    onSummaryLink: focusField,
    onFailureShown: controller.failureShown,
    onSent: (postSubmit) => void sent(postSubmit),
    captchaRef,
  }
  // Rendered once, as a hydration or a first draw; every later change comes through the store.
  const view = (committed: () => void) => committedView(createElement(FormView, props), committed)

  // React listens on its root's container and keeps those listeners after unmount: the root is a
  // child that destroy() removes, so nothing is left listening on the block. The server's rendering
  // is that child when it was made from what this view is (else the form is drawn afresh).
  const rendered = serverRendered(element, renderInputs(definition, prefix, wantsCaptcha, page.locale), 'form')
  const host = rendered ?? document.createElement('div')
  let root: Root
  if (rendered) {
    // The captcha's box is there once the hydration has committed.
    root = await hydrate(host, view)
  } else {
    // A rendering of other inputs (said in a warning) goes, but what the visitor typed in it stays.
    const mismatched = element.querySelector(`:scope > [${RENDERED_ATTRIBUTE}]`)
    element.replaceChildren(host)
    const drawn = createRoot(host)
    root = drawn
    // The first draw, awaited (not forced with flushSync): the form is there before the draft goes in.
    await new Promise<void>((committed) => drawn.render(view(committed)))
    if (mismatched) keepTyped(mismatched, host)
  }
  // The draft of an earlier load (kept for the reload the processing error asks for, docs/forms.md):
  // into the fields the visitor has not touched yet, then kept up to date as they type.
  const form = host.querySelector('form')
  if (form) {
    restoreDraft(form, formId)
    // What the draft (or keepTyped) put in: the textarea counters count it.
    store.setState(({ filled }) => ({ filled: filled + 1 }))
    const keep = () => {
      if (store.getState().phase !== 'success') saveDraft(form, formId)
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
  }
  emit('atoll:form-render', { formId })
  if (wantsCaptcha && captchaRef.current) {
    void renderCaptcha(captchaRef.current, siteKey!, destroyed).then((drawn) => {
      if (drawn) controller.setCaptcha(drawn)
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
