/**
 * A form's draft: what the visitor typed, kept in the tab's session storage under the form's id, so a
 * reload (which the spec's 'Error processing form submission. Please reload and try again.' asks for)
 * or a visit to another page and back loses nothing. Written here rather than taken from a form
 * persistence library (Garlic.js, Sisyphus): those need jQuery or keep drafts in local storage, which
 * outlives the tab; this is a few dozen lines over `sessionStorage` that leave out what must never be
 * stored. Never kept: password fields, card details and one-time codes (by their autocomplete token),
 * hidden and file inputs.
 */

/** The session storage key of a form's draft is this prefix and the form's id (docs/forms.md). */
export const DRAFT_PREFIX = 'atoll.form-draft.'

/** A draft: the values of each kept control, by control name, in the order of the form's controls. */
export type Draft = Record<string, string[]>

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const NEVER_KEPT_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image'])
/** Autocomplete tokens of values that must not sit in storage: card details, one-time codes, passwords. */
const SECRET_AUTOCOMPLETE = /(^|\s)(cc-[\w-]+|one-time-code|current-password|new-password)(\s|$)/

/** Whether a control's value goes in a draft. */
function isKept(element: Element): element is Control {
  if (
    !(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )
  )
    return false
  if (!element.name || element.disabled) return false
  if (element instanceof HTMLInputElement && NEVER_KEPT_TYPES.has(element.type)) return false
  return !SECRET_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '')
}

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

/** What the form's kept controls hold now. */
function readDraft(form: HTMLFormElement): Draft {
  const draft: Draft = {}
  for (const control of form.elements) {
    if (!isKept(control)) continue
    const values = (draft[control.name] ??= [])
    if (isChoice(control)) {
      if (control.checked) values.push(control.value)
    } else values.push(control.value)
  }
  return draft
}

/** Runs a storage call; storage refused (a sandboxed frame, cookies blocked, the quota) keeps no draft. */
function stored<T>(call: (storage: Storage) => T): T | undefined {
  try {
    return call(sessionStorage)
  } catch {
    return undefined
  }
}

/** Keeps what `form` holds as the draft of `formId`; a form left empty keeps none. */
export function saveDraft(form: HTMLFormElement, formId: string): void {
  const draft = readDraft(form)
  const empty = Object.values(draft).every((values) => values.every((value) => value === ''))
  stored((storage) =>
    empty ? storage.removeItem(DRAFT_PREFIX + formId) : storage.setItem(DRAFT_PREFIX + formId, JSON.stringify(draft)),
  )
}

/** The draft of `formId`, or undefined when there is none (or it cannot be read). */
export function loadDraft(formId: string): Draft | undefined {
  const text = stored((storage) => storage.getItem(DRAFT_PREFIX + formId))
  if (!text) return undefined
  try {
    const draft: unknown = JSON.parse(text)
    if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return undefined
    return Object.fromEntries(
      Object.entries(draft).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
      ),
    )
  } catch {
    return undefined
  }
}

export function clearDraft(formId: string): void {
  stored((storage) => storage.removeItem(DRAFT_PREFIX + formId))
}

/** Whether a control still holds what the page rendered it with. */
function untouched(control: Control): boolean {
  if (isChoice(control)) return control.checked === control.defaultChecked
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    if (control.multiple) return options.every((option) => option.selected === option.defaultSelected)
    // A single select without a `selected` option shows its first one.
    const shown = options.filter((option) => option.defaultSelected).at(-1) ?? options[0]
    return control.value === (shown?.value ?? '')
  }
  return control.value === control.defaultValue
}

/**
 * Puts the draft of `formId` back into `form`. A group of controls (a name) the visitor has changed
 * since the page loaded keeps what they chose: a draft never overwrites what was typed meanwhile.
 * @returns whether a draft was found.
 */
export function restoreDraft(form: HTMLFormElement, formId: string): boolean {
  const draft = loadDraft(formId)
  if (!draft) return false
  const controls = [...form.elements].filter(isKept)
  const changed = new Set(controls.filter((control) => !untouched(control)).map((control) => control.name))
  /** How many values of each name the text controls took, in order. */
  const taken = new Map<string, number>()
  for (const control of controls) {
    const values = draft[control.name]
    if (!values || changed.has(control.name)) continue
    if (isChoice(control)) {
      control.checked = values.includes(control.value)
      continue
    }
    const index = taken.get(control.name) ?? 0
    taken.set(control.name, index + 1)
    const value = values[index]
    if (value !== undefined) control.value = value
  }
  return true
}
