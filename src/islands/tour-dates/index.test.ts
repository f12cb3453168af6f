// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://band.example/music"}
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

useServer()

/** The block as the template renders it: a link to the artist's page. */
const SERVED =
  '<div data-block="tour-dates" id="tour"><a href="https://tours.example/harbour-band">Tour dates</a></div>'

let handle: IslandHandle | undefined

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('destroy', () => {
  it('aborts the dates under way, logs nothing, and gives the server its link back alone', async () => {
    const held = holdRequests()
    server.use(http.get('https://band.example/api/tour-dates', held.resolver))
    const logged = vi.spyOn(console, 'error')
    document.body.innerHTML = SERVED
    handle = await mount(document.getElementById('tour')!, {
      kind: 'tour-dates',
      settings: { artist: 'harbour-band' },
      page: { locale: 'en-US' },
    })
    await held.arrived(1)
    expect(held.requests[0]!.request.url).toContain('artist=harbour-band')
    handle.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(document.body.innerHTML).toBe(SERVED)
    expect(held.requests).toHaveLength(1)
    expect(logged).not.toHaveBeenCalled()
  })
})
