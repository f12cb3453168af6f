/**
 * The product price island: renders the price of the product in its `data-block-json` (its
 * `structuredContent`) into the empty block. A handful of spans, so plain DOM rather than the
 * renderer: the island stays a few hundred bytes and needs no renderer chunk.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { normalizeOptions } from './options.ts'
import css from './product-price.css?inline'
import { priceParts } from './product-price.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const product = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  const parts = priceParts(product)
  adoptStyles(css)

  const span = (className: string, text: string, tag = 'span') => {
    const node = document.createElement(tag)
    node.className = className
    node.textContent = text
    return node
  }
  // Spaces between the parts, so that they read as words in any text view, not only as boxes.
  const nodes: (Node | string)[] = []
  if (parts.label) nodes.push(span('atoll-price-label', parts.label), ' ')
  if (parts.original) {
    const original = span('atoll-price-original', '', 'del')
    original.append(span('atoll-visually-hidden', `${t('commerce.originalPrice')} `), parts.original)
    nodes.push(original, ' ', span('atoll-visually-hidden', `${t('commerce.salePrice')} `))
  }
  nodes.push(span('atoll-price-current', parts.price))
  if (parts.subscription) nodes.push(' ', span('atoll-price-subscription', parts.subscription))

  const server = [...element.childNodes]
  element.replaceChildren(...nodes)
  element.toggleAttribute('data-sold-out', parts.soldOut)
  element.toggleAttribute('data-on-sale', parts.onSale)

  return {
    destroy() {
      element.replaceChildren(...server)
      element.removeAttribute('data-sold-out')
      element.removeAttribute('data-on-sale')
    },
  }
}
