/** Button block settings from `data-block-json` (CONTRACT.md section 3; spec: button tracking). */
import { boolean, optional, type Reader, readOptions, text } from '../../core/kit/options.ts'
import type { ButtonFields } from '../../contract.ts'

/** The census's `context`: a text or a number, as the template wrote it. */
const textOrNumber: Reader<string | number> = (value, name) => {
  if (typeof value !== 'string' && typeof value !== 'number') throw new TypeError(`${name} must be a text or a number`)
  return value
}

const SETTINGS = {
  id: optional(text()),
  buttonText: optional(text()),
  clickthroughUrl: optional(text()),
  alignment: optional(text()),
  size: optional(text()),
  /** @default whether the block's link opens a new window */
  newWindow: optional(boolean()),
  context: optional(textOrNumber),
}

/**
 * The button's tracking fields: its settings, and where one is missing what the element itself says
 * (its id, its text, its link, whether it opens a new window).
 * @throws TypeError naming the setting when a setting has the wrong type.
 */
export function normalizeOptions(settings: unknown, element: HTMLElement): ButtonFields {
  const fields = readOptions('button', settings, SETTINGS)
  const link = element.closest('a') ?? element.querySelector('a')
  return {
    ...fields,
    id: fields.id ?? (element.id || undefined),
    buttonText: fields.buttonText ?? element.textContent?.trim(),
    clickthroughUrl: fields.clickthroughUrl ?? link?.getAttribute('href') ?? undefined,
    newWindow: fields.newWindow ?? link?.target === '_blank',
  }
}
