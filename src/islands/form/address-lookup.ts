/**
 * Address lookup, for the form's address fields with `lookup: true` (docs/forms.md, Address lookup).
 * The form island imports this chunk only for a form that has such a field, once the form is drawn:
 * each field's Address 1 input becomes a combobox (AddressLookup.tsx) whose suggestions come from the
 * places lookup (core/clients/places.ts), and choosing one fills Address 1, City, State, ZIP Code and
 * Country from its details. Until it loads, or when the lookup fails, the inputs are the form's own.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { TrackingContext } from '../../core/clients/places.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import css from './address-lookup.css?inline'
import { AddressLookup } from './AddressLookup.tsx'
import type { FilledPart } from './lookup.ts'
import type { FormField } from './options.ts'

/** What the platform's analytics learn of where the lookup is (spec: productPage and productSection). */
export const LOOKUP_PAGE = 'form'
export const LOOKUP_SECTION = 'address'

/** What makes the Address 1 input a combobox, taken off again on destroy. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']

/**
 * Makes the Address 1 input of each address field with `lookup` a combobox of suggested addresses.
 * @returns the teardown: the inputs are as the form drew them again.
 */
export function attachLookups(form: HTMLFormElement, formId: string, fields: readonly FormField[]): () => void {
  adoptStyles(css)
  const teardowns = fields
    .filter((field) => field.type === 'address' && field.lookup)
    .map((field) => {
      const part = (name: string) => form.elements.namedItem(`${field.id}.${name}`) // form.ts, inputName
      const input = part('Line1')
      if (!(input instanceof HTMLInputElement)) return () => {}
      // Beside the input, so the list can sit under it; the form's own view never draws here.
      const host = document.createElement('div')
      host.className = 'atoll-form-lookup'
      input.after(host)
      const context: TrackingContext = {
        productPage: LOOKUP_PAGE,
        productSection: LOOKUP_SECTION,
        formId,
        fieldId: field.id,
      }
      const fill = (parts: Partial<Record<FilledPart, string>>) => {
        for (const [name, value] of Object.entries(parts)) {
          const control = part(name)
          if (!(control instanceof HTMLInputElement) || control.readOnly) continue
          control.value = value
          // As if typed: the form's draft keeps it.
          control.dispatchEvent(new Event('input', { bubbles: true }))
        }
      }
      const listId = `${input.id}-suggestions`
      // The APG combobox's fixed states; the component keeps aria-expanded and aria-activedescendant.
      input.setAttribute('role', 'combobox')
      input.setAttribute('aria-autocomplete', 'list')
      input.setAttribute('aria-controls', listId)
      // Collapsed from the start, before the component's first render takes it over.
      input.setAttribute('aria-expanded', 'false')
      const root = createRoot(host)
      root.render(createElement(AddressLookup, { input, listId, context, fill }))
      return () => {
        root.unmount()
        host.remove()
        for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name)
      }
    })
  return () => {
    for (const teardown of teardowns) teardown()
  }
}
