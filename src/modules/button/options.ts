/** Button block settings from `data-block-json` (CONTRACT.md section 3; spec: button tracking). */
import type { ButtonFields } from '../../core/tracking/census.ts'

const TEXT_SETTINGS = ['id', 'buttonText', 'clickthroughUrl', 'alignment', 'size'] as const

/**
 * The button's tracking fields: its settings, and where one is missing what the element itself says
 * (its id, its text, its link, whether it opens a new window).
 * @throws TypeError naming the setting when a setting has the wrong type.
 */
export function normalizeOptions(settings: Record<string, unknown>, element: HTMLElement): ButtonFields {
  const fields: ButtonFields = {}
  for (const name of TEXT_SETTINGS) {
    const value = settings[name]
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new TypeError(`button: ${name} must be a string`)
    fields[name] = value ?? undefined
  }
  const { newWindow, context } = settings
  if (newWindow !== undefined && typeof newWindow !== 'boolean')
    throw new TypeError('button: newWindow must be true or false')
  if (context !== undefined && typeof context !== 'string' && typeof context !== 'number')
    throw new TypeError('button: context must be a string or a number')
  const link = element.closest('a') ?? element.querySelector('a')
  return {
    ...fields,
    id: fields.id ?? (element.id || undefined),
    buttonText: fields.buttonText ?? element.textContent?.trim(),
    clickthroughUrl: fields.clickthroughUrl ?? link?.getAttribute('href') ?? undefined,
    newWindow: newWindow ?? link?.target === '_blank',
    context,
  }
}
