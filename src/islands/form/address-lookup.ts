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
import type { FormField } from './options.ts'

/** What the platform's analytics learn of where the lookup is (spec: productPage and productSection). */
export const LOOKUP_PAGE = 'form'
export const LOOKUP_SECTION = 'address'

/** What makes the Address 1 input a combobox, taken off again on destroy. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']

/** One suggestion of `GET /api/google-maps/places/autocomplete`. */
export interface Suggestion {
  placeId: string
  description: string
}

/** The parts a place's details fill, by the form's part name (form.ts, FIELD_PARTS). */
export const FILLED_PARTS = { Line1: 'line1', City: 'city', State: 'state', Zip: 'zip', Country: 'country' } as const

export type FilledPart = keyof typeof FILLED_PARTS

/** The suggestions of an autocomplete answer (`{ predictions: [{ placeId, description }] }`); anything else is none. */
export function suggestionsOf(answer: unknown): Suggestion[] {
  const predictions = (answer as { predictions?: unknown } | null)?.predictions
  if (!Array.isArray(predictions)) return []
  return predictions.filter(
    (item): item is Suggestion =>
      typeof item?.placeId === 'string' && item.placeId !== '' && typeof item.description === 'string',
  )
}

/** The parts of a details answer (`{ result: { address: { line1, city, state, zip, country } } }`) it gives as text. */
export function partsOf(answer: unknown): Partial<Record<FilledPart, string>> {
  const address = (answer as { result?: { address?: Record<string, unknown> } } | null)?.result?.address
  const parts: Partial<Record<FilledPart, string>> = {}
  if (!address || typeof address !== 'object') return parts
  for (const [part, key] of Object.entries(FILLED_PARTS)) {
    const value = address[key]
    if (typeof value === 'string') parts[part as FilledPart] = value
  }
  return parts
}

/**
 * The option after moving `step` (1 down, -1 up) from `active` in a list of `length`, wrapping at
 * either end (as the APG's list autocomplete example does); -1 (none) moves to the first or the last.
 */
export function moveActive(active: number, length: number, step: 1 | -1): number {
  if (length === 0) return -1
  if (active < 0) return step > 0 ? 0 : length - 1
  return (active + step + length) % length
}

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
