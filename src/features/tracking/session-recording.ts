/**
 * Session recording eligibility (spec): the feature toggle on, the sampling experiment in its
 * sampled variant, and more than 2 logical CPU cores; then an id from
 * `/api/commerce/fullstory/getId`, where 'automated-mock-id' means skip. The decision is logged;
 * the recording script is loaded once, only when the page names one (`sessionRecording.scriptUrl`)
 * and only from the recording provider's origin: the tests and the demo never name one.
 *
 * Page context: `sessionRecording: { enabled, variant, scriptUrl }`. On sites with the internal status
 * or on internal hosts (dev, stage and qa-number names), the query parameter
 * `sessionRecordingVariant` overrides the variant, for tests.
 */
import type { PageContext } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { WEBSITE_STATUS } from '../../core/enums/website-status.ts'
import type { ScriptError } from '../../core/security/script.ts'

export const MIN_CORES = 2 // spec: more than 2 logical CPU cores
export const SAMPLED_VARIANT = 'sampled' // spec: the sampling experiment's sampled variant
export const MOCK_RECORDING_ID = 'automated-mock-id' // spec: the value automated-mock-id means skip recording
export const RECORDING_ID_PATH = '/api/commerce/fullstory/getId'
export const VARIANT_OVERRIDE_PARAM = 'sessionRecordingVariant'
/** The recording provider's origin: the only one the recording script comes from (CONTRACT.md section 3). */
export const RECORDING_ORIGINS: readonly string[] = ['https://edge.fullstory.com']

const INTERNAL_HOST = /(^|[.-])(dev|stage|qa-?\d+)([.-]|$)/i // spec: internal hosts by dev, stage and qa-number names

export interface RecordingSettings {
  enabled?: unknown
  variant?: unknown
  scriptUrl?: unknown
}

export interface RecordingDecision {
  eligible: boolean
  reason: string
}

/** Whether `host` is one of the platform's internal hosts. */
export function isInternalHost(host: string): boolean {
  return INTERNAL_HOST.test(host)
}

/**
 * The eligibility decision and its reason.
 * @param environment the CPU cores, the query string and the host. @default this page's
 */
export function recordingEligibility(
  page: Readonly<PageContext>,
  environment: { cores: number; search: string; host: string } = {
    cores: navigator.hardwareConcurrency ?? 0,
    search: location.search,
    host: location.hostname,
  },
): RecordingDecision {
  const settings = (page.sessionRecording ?? {}) as RecordingSettings
  if (settings.enabled !== true) return { eligible: false, reason: 'the feature toggle is off' }
  const internal = page.website?.siteStatus?.value === WEBSITE_STATUS.INTERNAL || isInternalHost(environment.host)
  const override = internal ? new URLSearchParams(environment.search).get(VARIANT_OVERRIDE_PARAM) : null
  const variant = override ?? settings.variant
  if (variant !== SAMPLED_VARIANT)
    return { eligible: false, reason: `the sampling variant is ${String(variant ?? 'none')}` }
  if (!(environment.cores > MIN_CORES)) return { eligible: false, reason: `${environment.cores} CPU cores` }
  return { eligible: true, reason: 'eligible' }
}

/**
 * Decides on session recording for this page and logs the outcome (spec: logged only). Resolves with
 * what was decided, for the traces.
 */
export async function startSessionRecording(page: Readonly<PageContext>): Promise<RecordingDecision> {
  const decision = await decide(page)
  console.info(`[atoll:tracking] Session recording ${decision.eligible ? 'started' : 'skipped'}: ${decision.reason}`)
  return decision
}

async function decide(page: Readonly<PageContext>): Promise<RecordingDecision> {
  const eligibility = recordingEligibility(page)
  if (!eligibility.eligible) return eligibility
  let id: string
  try {
    // A string, as text or as a JSON string.
    id = String((await get<string>(RECORDING_ID_PATH, { responseType: 'text' })) ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
  } catch (error) {
    return { eligible: false, reason: `no recording id (${(error as Error).message})` }
  }
  if (!id || id === MOCK_RECORDING_ID) return { eligible: false, reason: `the recording id is ${id || 'empty'}` }
  const url = (page.sessionRecording as RecordingSettings).scriptUrl
  if (typeof url !== 'string' || !url) return { eligible: false, reason: 'no recording script is configured' }
  Object.assign(window, { _fs_org: id, _fs_namespace: 'FS', _fs_script: url })
  try {
    // One element for the page, however often this runs. Imported here, where a page that records
    // gets (the analytics, on nearly every page, would otherwise load the script loader for this).
    const { loadScript } = await import('../../core/security/script.ts')
    await loadScript(url, { allow: RECORDING_ORIGINS })
  } catch (error) {
    return { eligible: false, reason: (error as ScriptError).message }
  }
  return { eligible: true, reason: `recording id ${id}` }
}
