/**
 * The product island (`product`): the purchase controls of one product (CONTRACT.md section 7),
 * drawn with the renderer into an element of its own in `[data-part=purchase]`, where they take the
 * place of the template's no-script link. The images are the template's own gallery block inside
 * `[data-part=images]`, which the gallery island runs; this island leaves them alone.
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { readProduct } from '../../core/store/product.ts'
import { Purchase } from '../../core/store/Purchase.tsx'
import css from '../../core/store/purchase.css?inline'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const product = readProduct('product', settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  const slot = element.querySelector<HTMLElement>('[data-part=purchase]')
  const fallback = slot ? [...slot.childNodes] : []
  const container = document.createElement('div')
  if (slot) slot.replaceChildren(container)
  else element.append(container)
  const root = createRoot(container)
  flushSync(() => root.render(createElement(Purchase, { product, websiteId: page.website?.id })))

  return {
    destroy() {
      root.unmount()
      container.remove()
      slot?.replaceChildren(...fallback)
    },
  }
}
