// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { trackingHandlers } from '../../../test/msw/handlers/tracking.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { isInternalHost, recordingEligibility, startSessionRecording } from './session-recording.ts'

const seen = useServer(...trackingHandlers)
const sampled: PageContext = { locale: 'en-US', sessionRecording: { enabled: true, variant: 'sampled' } }
const env = (cores: number, search = '', host = 'bakery.example') => ({ cores, search, host })

describe('session recording eligibility', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  it('needs the toggle on, the sampled variant and more than 2 cores', () => {
    expect(recordingEligibility(sampled, env(4))).toEqual({ eligible: true, reason: 'eligible' })
    expect(recordingEligibility({ locale: 'en-US' }, env(8))).toEqual({
      eligible: false,
      reason: 'the feature toggle is off',
    })
    expect(
      recordingEligibility({ ...sampled, sessionRecording: { enabled: true, variant: 'control' } }, env(8)),
    ).toEqual({
      eligible: false,
      reason: 'the sampling variant is control',
    })
    expect(recordingEligibility(sampled, env(2))).toEqual({ eligible: false, reason: '2 CPU cores' })
  })

  it('lets a query parameter override the variant only on internal sites and hosts', () => {
    const control: PageContext = { locale: 'en-US', sessionRecording: { enabled: true, variant: 'control' } }
    const internal: PageContext = { ...control, website: { siteStatus: { value: 6 } } }
    expect(recordingEligibility(control, env(8, '?sessionRecordingVariant=sampled')).eligible).toBe(false)
    expect(recordingEligibility(internal, env(8, '?sessionRecordingVariant=sampled')).eligible).toBe(true)
    expect(
      recordingEligibility(control, env(8, '?sessionRecordingVariant=sampled', 'qa12.bakery.example')).eligible,
    ).toBe(true)
    expect(
      ['dev.example.com', 'site-stage.example.com', 'qa-3.example.com', 'bakery.example', 'developers.example'].map(
        isInternalHost,
      ),
    ).toEqual([true, true, true, false, false])
  })

  it('skips the automated mock id, logs the decision and loads no script', async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 8, configurable: true })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const decision = await startSessionRecording({
      ...sampled,
      sessionRecording: { enabled: true, variant: 'sampled', scriptUrl: '/recorder.js' },
    })
    expect(decision).toEqual({ eligible: false, reason: 'the recording id is automated-mock-id' })
    expect(info).toHaveBeenCalledWith(
      '[atoll:tracking] Session recording skipped: the recording id is automated-mock-id',
    )
    expect(seen.map(({ url }) => url.pathname)).toEqual(['/api/commerce/fullstory/getId'])
    expect(document.querySelector('script')).toBeNull()
  })

  it('loads the configured script once for a real id', async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 8, configurable: true })
    vi.spyOn(console, 'info').mockImplementation(() => {})
    server.use(http.get('/api/commerce/fullstory/getId', () => HttpResponse.text('org-42')))
    const page = {
      ...sampled,
      sessionRecording: { enabled: true, variant: 'sampled', scriptUrl: 'https://edge.fullstory.com/s/fs.js' },
    }
    // happy-dom fetches no script and reports it loaded (the environment options above).
    expect(await startSessionRecording(page)).toEqual({ eligible: true, reason: 'recording id org-42' })
    expect(await startSessionRecording(page)).toEqual({ eligible: true, reason: 'recording id org-42' })
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    expect(document.querySelector('script')?.src).toBe('https://edge.fullstory.com/s/fs.js')
    expect((window as unknown as { _fs_org: string })._fs_org).toBe('org-42')
  })

  it("refuses a script from another origin than the provider's, and says so", async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 8, configurable: true })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    server.use(http.get('/api/commerce/fullstory/getId', () => HttpResponse.text('org-42')))
    const scriptUrl = 'https://recorder.example/rec.js'
    const decision = await startSessionRecording({
      ...sampled,
      sessionRecording: { ...sampled.sessionRecording!, scriptUrl },
    })
    const reason = `Refused the script "${scriptUrl}": only scripts from https://edge.fullstory.com are loaded`
    expect(decision).toEqual({ eligible: false, reason })
    expect(info).toHaveBeenCalledWith(`[atoll:tracking] Session recording skipped: ${reason}`)
    expect(document.querySelector('script')).toBeNull()
  })
})
