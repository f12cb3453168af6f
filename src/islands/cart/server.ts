/**
 * The cart page on a site's server (`atoll/server`, docs/server-rendering.md): the visitor's cart
 * rendered with the island's own view, so the page shows it from the first paint and its buttons
 * work as plain forms without script. The island hydrates it once the cart it loads is the same.
 */
import { createElement } from 'react'
import { DEFAULT_LOCALE } from '../../core/i18n/index.ts'
import type { ServerPage } from '../../contract.ts'
import { renderIsland, serverCurrency } from '../../core/kit/server-render.ts'
import { readCart, renderInputs } from './cart.ts'
import { CartPage } from './Cart.tsx'
import css from './cart.css?inline'
import { createCartController } from './controller.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

/** The cart's stylesheet: a page with a server-rendered cart links it, so it is styled before the island loads. */
export const CART_STYLES: string = css

const never = () => Promise.reject(new Error('the server renders the cart; it does not change it'))

/**
 * The HTML to put inside the cart block (`#sqs-cart-root`): the cart as the island draws it, in an
 * element the island recognises (`data-atoll-rendered`). Each entry's buttons and quantity field
 * submit forms of their own without script: a POST to `/api/commerce/cart/entries/{entryId}` with
 * `quantity` (0 removes), which the site's server answers (the demo's changes the cart and sends the
 * browser back to the page).
 * @param cart the visitor's cart, as the cart call answers it.
 * @param id the block element's id (the view's ids are made from it).
 * @param url the page's address: entry links and images are kept only when they are on its origin.
 * @throws TypeError when the settings or the cart are not what the island takes.
 */
export function renderCart(
  settings: unknown,
  cart: unknown,
  { id, url, page }: { id: string; url: string; page: ServerPage },
): Promise<string> {
  const options = normalizeOptions(settings, url)
  const shown = readCart(cart)
  const locale = page.locale ?? DEFAULT_LOCALE
  const currency = serverCurrency(page)
  const props = {
    controller: createCartController({
      api: { load: never, setQuantity: never, remove: never },
      confirmRemove: never,
      onConfirmed: () => {},
      initial: shown,
    }),
    minimumSubtotalCents: options.minimumSubtotalCents,
    storeUrl: options.storeUrl ?? '/',
    currency,
    base: url,
    blockId: id,
  }
  const inputs = renderInputs(shown, props, { blockId: id, locale, currency })
  return renderIsland(messages, { locale, inputs }, () => createElement(CartPage, props))
}
