// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/events"}
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

useServer()

/** The block as the template renders it: the upcoming events as a list. */
const SERVED =
  '<section data-block="calendar" id="calendar"><ul><li><a href="/events/rye-workshop">Rye workshop</a></li></ul></section>'

let handle: IslandHandle | undefined

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('destroy', () => {
  it("aborts the events under way, stops reading today, logs nothing, and leaves the server's list as it was", async () => {
    const held = holdRequests()
    server.use(http.get('https://bakery.example/api/content/events', held.resolver))
    const logged = vi.spyOn(console, 'error')
    const started = vi.spyOn(globalThis, 'setInterval')
    const stopped = vi.spyOn(globalThis, 'clearInterval')
    document.body.innerHTML = SERVED
    handle = await mount(document.getElementById('calendar')!, {
      kind: 'calendar',
      settings: { collectionId: 'events-1' },
      page: { locale: 'en-US' },
    })
    await held.arrived(1)
    // The minute's reading of today, the calendar's one interval.
    expect(started).toHaveBeenCalledTimes(1)
    handle.destroy()
    await vi.waitFor(() => expect(stopped).toHaveBeenCalledWith(started.mock.results[0]!.value))
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(document.body.innerHTML).toBe(SERVED)
    expect(held.requests).toHaveLength(1)
    expect(logged).not.toHaveBeenCalled()
  })
})
