/**
 * The tour dates island (`tour-dates`, block type 59): the artist's upcoming concerts from
 * `GET /api/tour-dates?artist=` (the site's server asks the provider), drawn with the renderer after
 * the server's link to the artist's page, which stays: it is what a visitor without script has.
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { normalizeOptions } from './options.ts'
import { TourDates, type TourState } from './TourDates.tsx'
import css from './tour-dates.css?inline'
import { readEvents, TOUR_DATES_PATH } from './tour-dates.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { artist } = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()
  const destroyed = cleanup.signal()
  const log = blockLogger('tour-dates', element)
  const container = document.createElement('div')
  element.append(container)
  const root = createRoot(container)
  const draw = (state: TourState) =>
    flushSync(() => root.render(createElement(TourDates, { state, locale: page.locale, onRetry: load })))

  async function load(): Promise<void> {
    draw({ phase: 'loading' })
    try {
      const events = readEvents(await get(TOUR_DATES_PATH, { searchParams: { artist } }))
      if (!destroyed.aborted) draw({ phase: 'ready', events })
    } catch (error) {
      if (destroyed.aborted) return
      log.error(`Unable to load the tour dates: ${(error as Error).message}`)
      draw({ phase: 'failed' })
    }
  }
  void load()

  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      container.remove()
    },
  }
}
