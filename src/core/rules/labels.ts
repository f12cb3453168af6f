import { CONTENT_ITEM_STATUS } from '../enums/content-item-status.ts'
import { type I18n, type MessageId, t } from '../i18n/index.ts'

// spec: likert answers -2 Strongly Disagree, -1 Disagree, 0 Neutral, 1 Agree, 2 Strongly Agree
const LIKERT_IDS = [
  'rules.likertStronglyDisagree',
  'rules.likertDisagree',
  'rules.likertNeutral',
  'rules.likertAgree',
  'rules.likertStronglyAgree',
] as const

/** The likert answers, from strongly disagree to strongly agree. */
export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const

// spec: published is shown as Available, scheduled as Scheduled, draft as Hidden, anything else as
// Unsupported.
const WORKFLOW_IDS: Record<number, MessageId> = {
  [CONTENT_ITEM_STATUS.PUBLISHED]: 'rules.workflowAvailable',
  [CONTENT_ITEM_STATUS.SCHEDULED]: 'rules.workflowScheduled',
  [CONTENT_ITEM_STATUS.DRAFT]: 'rules.workflowHidden',
}

/**
 * The label of a likert answer (-2 to 2), in `i18n`'s locale (a server render's, or the page's: `PAGE_I18N`).
 * @throws TypeError when `value` is not one of {@link LIKERT_VALUES}.
 * @example likertLabel(1, PAGE_I18N) // 'Agree'
 */
export function likertLabel(value: number, i18n: I18n): string {
  const id = LIKERT_IDS[value + 2]
  if (!id) throw new TypeError('likertLabel: value must be an integer from -2 to 2')
  return i18n.t(id)
}

/**
 * A value as shown in a form summary: 'N/A' when it is empty (undefined, null, blank text or an
 * empty list), a list joined with commas, anything else as text.
 */
export function summaryValue(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value)
  return text.trim() === '' ? t('rules.notAvailable') : text
}

/**
 * The content workflow label of a status, given by name or by its content-item status number.
 * @example workflowLabel('draft') // 'Hidden'
 */
export function workflowLabel(status: string | number | null | undefined): string {
  const name = String(status).toUpperCase() as keyof typeof CONTENT_ITEM_STATUS
  const code = typeof status === 'number' ? status : CONTENT_ITEM_STATUS[name]
  return t((code && WORKFLOW_IDS[code]) || 'rules.workflowUnsupported')
}
