/**
 * The summary island (CONTRACT.md section 11, `summary`; spec: summary v2 block, its wall, carousel,
 * list and grid variants, imageAspectRatio). A DOM enhancer: the server renders the items, and the
 * island lays them out in place (the designs are CSS, summary.css), runs the carousel (carousel.ts)
 * and, for an events summary, puts the server's rendering in the block (spec: POST
 * /api/widget/GetWidgetRendering, "data.html replaces the block content"), sanitised. It needs no
 * renderer: nothing here draws interface from data.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { renderWidget } from '../../core/clients/widget-rendering.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { BLOCK_TYPE } from '../../core/enums/block-types.ts'
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { type BlockLogger, blockLogger } from '../../core/kit/log.ts'
import { startCarousel } from './carousel.ts'
import { normalizeOptions, type SummaryOptions } from './options.ts'
import css from './summary.css?inline'

/**
 * Mounts the summary on its block. Rejects (leaving nothing running) when its settings are wrong or
 * a carousel's embla-carousel cannot be imported: the loader then puts the server's markup back.
 */
export async function mount(element: HTMLElement, { settings }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const log = blockLogger('summary', element)
  const cleanup = createCleanup()
  try {
    if (options.collectionType === 'events') await renderEvents(element, settings, options, log)
    const list = element.querySelector<HTMLElement>('[data-part=items]')
    if (!list) {
      log.warn('No [data-part=items] list: nothing to lay out')
      return { destroy: cleanup.clear }
    }
    adoptStyles(css)
    layOut(element, options, cleanup)
    if (options.design === 'carousel') await startCarousel(element, list, cleanup)
    return { destroy: cleanup.clear }
  } catch (error) {
    cleanup.clear()
    throw error
  }
}

/** The design's attributes and custom properties (summary.css draws from them), removed on clear. */
function layOut(element: HTMLElement, { design, itemsPerRow, imageAspectRatio }: SummaryOptions, cleanup: Cleanup) {
  element.dataset.design = design
  // CSSOM custom properties: allowed under a style-src without 'unsafe-inline', as a style attribute is not.
  element.style.setProperty('--atoll-summary-per-row', String(itemsPerRow))
  if (imageAspectRatio) {
    element.dataset.ratio = ''
    element.style.setProperty('--atoll-summary-ratio', imageAspectRatio)
  }
  cleanup.add(() => {
    delete element.dataset.design
    delete element.dataset.ratio
    element.style.removeProperty('--atoll-summary-per-row')
    element.style.removeProperty('--atoll-summary-ratio')
  })
}

/**
 * An events summary's content as the server renders it (spec: widgetJSON with type, id and value,
 * plus collectionId): the value is the block's settings as the template wrote them. When the call
 * fails, the server's items stay as they are and a warning says so.
 */
async function renderEvents(element: HTMLElement, settings: unknown, options: SummaryOptions, log: BlockLogger) {
  try {
    await renderWidget(element, { type: BLOCK_TYPE.SUMMARY_V2, id: element.id, value: settings }, options.collectionId)
  } catch (error) {
    log.warn('The events rendering failed; the server-rendered items stay', error)
  }
}
