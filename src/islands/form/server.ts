/**
 * The form on a site's server (`atoll/server`, docs/forms.md): the island's own view rendered to
 * HTML, which the island hydrates rather than draws, so the form is on the first paint; and the
 * reading and checks of the post a browser sends without script, with the island's rules and messages.
 */
import { createElement } from 'react'
import { DEFAULT_LOCALE } from '../../core/i18n/index.ts'
import type { FieldValue, ServerPage } from '../../contract.ts'
import { renderIsland, withLocale } from '../../core/kit/server-render.ts'
import { checkValues, collectValues, FORM_ID_INPUT, renderInputs, showsCaptcha } from './form.ts'
import { FormView } from './Form.tsx'
import type { FormViewProps } from './Form.tsx'
import css from './form.css?inline'
import { normalizeDefinition } from './options.ts'
import { createFormStore } from './store.ts'
import type { FormDefinition } from './options.ts'
import messages from 'virtual:atoll-messages'

/** The form's stylesheet: a page with a server-rendered form links it, so the form is styled before the island loads. */
export const FORM_STYLES: string = css

const none = () => {}
const noRef = { current: null }

/**
 * The HTML to put inside a form block: the form as the island first draws it, in an element the
 * island recognises (`data-atoll-rendered`, with the key of what it was rendered from) and hydrates. The block keeps its
 * `data-block-json`: the island reads the definition from it, so both must be the same.
 * @param id the block element's id, which the form's DOM ids are made from (required: the island
 * and the server must make the same ids).
 * @throws TypeError naming the setting when the definition cannot be rendered (as the island would).
 * @example `<div data-block="form" id="contact" data-block-json='${json}'>${await renderForm(settings, { id: 'contact', page })}</div>`
 */
export function renderForm(settings: unknown, { id, page }: { id: string; page: ServerPage }): Promise<string> {
  if (!id) throw new TypeError('form: a server-rendered form needs its block id')
  const definition = normalizeDefinition(settings)
  const props: FormViewProps = {
    definition,
    prefix: id,
    store: createFormStore(),
    captcha: showsCaptcha(definition, { ...page }),
    onSubmit: none,
    onSummaryLink: none,
    onFailureShown: none,
    onSent: none,
    captchaRef: noRef,
  }
  // The island's page context has the locale's default applied: so has the key.
  const locale = page.locale ?? DEFAULT_LOCALE
  const inputs = renderInputs(definition, id, props.captcha, locale)
  return renderIsland(messages, { locale, inputs }, () => createElement(FormView, props))
}

/** A post sent without script, read: the form it names, its values as the island sends them, and the island's checks. */
export interface FormPost {
  /** The `formId` the post names, '' when it names none. */
  formId: string
  /** The values by field id, as the `form` JSON of the island's submission carries them. */
  values: Record<string, FieldValue>
  /** Each failing field's message (the island's checks and texts), by field id; empty when every field passes. */
  errors: Record<string, string>
}

/** The form id a post names (the form's own hidden input), to find its definition with. */
export function formIdOf(body: { get(name: string): unknown }): string {
  const value = body.get(FORM_ID_INPUT)
  return typeof value === 'string' ? value : ''
}

/**
 * Reads a form's post (a `FormData` or `URLSearchParams`) with the island's rules: the same values,
 * the same checks (unless the form disables them) and the same messages in the page's locale.
 * @param query the address the form was on, for hidden fields that take a query parameter.
 */
export function readFormPost(
  settings: unknown,
  body: { getAll(name: string): unknown[] },
  { page, query = new URLSearchParams() }: { page: ServerPage; query?: URLSearchParams },
): Promise<FormPost> {
  const definition: FormDefinition = normalizeDefinition(settings)
  const read = (name: string) => body.getAll(name).filter((value) => typeof value === 'string')
  const values = collectValues(definition.fields, read, query)
  return withLocale(messages, page.locale ?? DEFAULT_LOCALE, (i18n) => ({
    formId: definition.formId,
    values,
    errors: definition.disableValidation ? {} : checkValues(definition.fields, values, i18n),
  }))
}
