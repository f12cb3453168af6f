/**
 * The product island (`product`): the purchase controls of one product (CONTRACT.md section 7) in
 * `[data-part=purchase]`. A site's server renders them there with `atoll/server`'s `renderPurchase`
 * (a form that adds to the cart without script), which the island hydrates; else the island draws
 * them into an element of its own, in place of the template's no-script link. The images are the
 * template's own gallery block inside `[data-part=images]`, which the gallery island runs.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { DEFAULT_LOCALE, loadMessages } from '../../core/i18n/index.ts'
import { committedView, hydrate, type Root } from '../../core/kit/hydrate.ts'
import { keepTyped, RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import { pageCurrency } from '../../core/money/index.ts'
import { unitSystem } from '../../core/rules/units.ts'
import { purchaseInputs, readProduct } from '../../core/store/product.ts'
import { Purchase } from '../../core/store/Purchase.tsx'
import css from '../../core/store/purchase.css?inline'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const product = readProduct('product', settings)
  const slot = element.querySelector<HTMLElement>('[data-part=purchase]')
  const props = {
    product,
    websiteId: page.website?.id,
    currency: pageCurrency(),
    units: unitSystem(page.websiteSettings?.storeSettings?.measurementStandard),
    idPrefix: `${element.id || 'product'}-purchase`,
  }
  const inputs = purchaseInputs(product, { ...props, locale: page.locale ?? DEFAULT_LOCALE })
  const rendered = slot && serverRendered(slot, inputs, 'product')
  // The stylesheet is parsed and the server's rendering checked (its key hashes the product) in this
  // task, and the hydration runs in the messages' (the two in one task make a long one); the server's
  // form has the same classes, so it is styled as it will stay.
  adoptStyles(css)
  await loadMessages(messages, page.locale)

  const view = (committed?: () => void) => committedView(createElement(Purchase, props), committed)
  let root: Root
  let container: HTMLElement
  /** What destroy() puts back: the server's rendering, or the template's fallback. */
  let restore: Node[]
  if (rendered) {
    restore = [rendered.cloneNode(true)]
    container = rendered
    root = await hydrate(container, view)
  } else {
    restore = slot ? [...slot.childNodes] : []
    // A rendering of other inputs (said in a warning) goes, but what the visitor chose in it stays.
    const mismatched = slot?.querySelector(`:scope > [${RENDERED_ATTRIBUTE}]`)
    container = document.createElement('div')
    if (slot) slot.replaceChildren(container)
    else element.append(container)
    const drawn = createRoot(container)
    root = drawn
    // Rendered once, its first commit awaited (not forced with flushSync): the controls are on the
    // page when mount() resolves, and what the visitor chose in a mismatched rendering goes into them.
    await new Promise<void>((committed) => drawn.render(view(committed)))
    if (mismatched) keepTyped(mismatched, container)
  }

  return {
    destroy() {
      root.unmount()
      if (rendered) container.replaceWith(...restore)
      else {
        container.remove()
        slot?.replaceChildren(...restore)
      }
    },
  }
}
