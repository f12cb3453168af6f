/**
 * The tour dates island (`tour-dates`, block type 59): the artist's upcoming concerts from
 * `GET /api/tour-dates?artist=` (the site's server asks the provider), drawn with the renderer after
 * the server's link to the artist's page, which stays: it is what a visitor without script has.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { normalizeOptions } from './options.ts'
import { TourDatesBlock } from './TourDates.tsx'
import css from './tour-dates.css?inline'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const { artist } = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup(signal)
  const log = blockLogger('tour-dates', element)
  const container = document.createElement('div')
  element.append(container)
  // Rendered once: the block keeps its own state (docs/blocks.md, State in a rendering island).
  const root = createRoot(container)
  root.render(createElement(TourDatesBlock, { artist, locale: page.locale, log, signal: cleanup.signal() }))

  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      container.remove()
    },
  }
}
