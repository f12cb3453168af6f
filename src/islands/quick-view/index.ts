/**
 * The quick view island (`quick-view`): a button in a product card, with `data-item-id`. A click
 * opens the product in a modal dialog (QuickView.tsx), drawn with the renderer into an element of
 * its own at the end of the body, tells the analytics of it (`atoll:quick-view`, which the tracking
 * feature counts as `RecordQuickView`), and gives focus back to the button when the dialog closes.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import css from '../../core/store/purchase.css?inline'
import { emit } from '../../core/tracking/events.ts'
import { QuickView } from './QuickView.tsx'
import { unitSystem } from '../../core/rules/units.ts'
import viewCss from './quick-view.css?inline'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { page }: IslandContext): Promise<IslandHandle> {
  const itemId = element.dataset.itemId
  if (!itemId) throw new TypeError('quick-view: the button needs a data-item-id')
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  adoptStyles(viewCss)
  const cleanup = createCleanup()
  let open: { root: ReturnType<typeof createRoot>; container: HTMLElement } | undefined

  const close = () => {
    if (!open) return
    open.root.unmount()
    open.container.remove()
    open = undefined
    element.focus()
  }

  cleanup.listen(element, 'click', (event) => {
    event.preventDefault()
    if (open) return
    const container = document.body.appendChild(document.createElement('div'))
    open = { root: createRoot(container), container }
    // Rendered once per opening, in the renderer's own time (no flushSync on the visitor's click):
    // the dialog then follows its own hooks until it closes.
    open.root.render(
      createElement(QuickView, {
        itemId,
        websiteId: page.website?.id,
        units: unitSystem(page.websiteSettings?.storeSettings?.measurementStandard),
        onClose: close,
      }),
    )
    emit('atoll:quick-view', { itemId })
  })
  element.setAttribute('aria-haspopup', 'dialog')

  return {
    destroy() {
      cleanup.clear()
      if (open) {
        open.root.unmount()
        open.container.remove()
      }
      element.removeAttribute('aria-haspopup')
    },
  }
}
