/**
 * The chart island (`chart`, block type 62): an SVG chart of the server's `<table>`, drawn with the
 * renderer into an element of its own before the table, which stays in the block for screen readers
 * (and for anyone, behind the "Data" button). It mounts when it comes into view (the default moment).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { committedView } from '../../core/kit/hydrate.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { Chart } from './Chart.tsx'
import { readTable } from './chart.ts'
import css from './chart.css?inline'
import { PALETTE_RULES } from './palette.ts'
import { normalizeOptions } from './options.ts'
import { numberFormat } from '../../core/i18n/format.ts'
import messages from 'virtual:atoll-messages'

let nextId = 0

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { type, title } = normalizeOptions(settings)
  const table = element.querySelector('table')
  if (!table) throw new TypeError('the chart block has no table')
  const data = readTable(table)
  await loadMessages(messages, page.locale)
  adoptStyles(css + PALETTE_RULES)
  const numbers = numberFormat(page.locale)
  // The table goes into a holder of the island's, which hides it visually (a table keeps its width
  // whatever its own box says) and which the "Data" button shows.
  const holder = document.createElement('div')
  holder.id = `atoll-chart-data-${++nextId}`
  table.before(holder)
  holder.append(table)
  const container = document.createElement('div')
  holder.before(container)
  const root = createRoot(container)
  // Rendered once, its first commit awaited (not forced with flushSync): the chart is on the page
  // when mount() resolves.
  const chart = createElement(Chart, { data, type, title, table: holder, format: (n) => numbers.format(n) })
  await new Promise<void>((committed) => root.render(committedView(chart, committed)))
  return {
    destroy() {
      root.unmount()
      container.remove()
      holder.before(table)
      holder.remove()
    },
  }
}
