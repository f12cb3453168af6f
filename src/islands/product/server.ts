/**
 * A product's purchase controls on a site's server (`atoll/server`, docs/server-rendering.md): the
 * island's own form, on the first paint and working without script (it posts the item, the chosen
 * option values and the quantity to the cart's add call), which the island hydrates; and the reading
 * of that post with the island's rules and messages.
 */
import { createElement } from 'react'
import { DEFAULT_LOCALE } from '../../core/i18n/index.ts'
import type { ServerPage } from '../../contract.ts'
import { renderIsland, serverCurrency, withLocale } from '../../core/kit/server-render.ts'
import { unitSystem } from '../../core/rules/units.ts'
import { chosenVariant, isSoldOut, missingOption, purchaseInputs, readProduct } from '../../core/store/product.ts'
import { Purchase, readFields } from '../../core/store/Purchase.tsx'
import css from '../../core/store/purchase.css?inline'
import messages from 'virtual:atoll-messages'

/** The purchase controls' stylesheet: a page with server-rendered controls links it. */
export const PURCHASE_STYLES: string = css

const none = () => {}

/**
 * The HTML to put in a product block's `[data-part=purchase]`: the purchase form as the island first
 * draws it, in an element the island recognises (`data-atoll-rendered`) and hydrates.
 * @param settings the block's `data-block-json` (the product; the island reads the same).
 * @param id the block element's id: the form's ids are made from it.
 * @throws TypeError naming the first field of the product that is wrong, as the island would.
 */
export function renderPurchase(settings: unknown, { id, page }: { id: string; page: ServerPage }): Promise<string> {
  const product = readProduct('product', settings)
  const locale = page.locale ?? DEFAULT_LOCALE
  const props = {
    product,
    websiteId: page.website?.id,
    currency: serverCurrency(page),
    units: unitSystem(page.websiteSettings?.storeSettings?.measurementStandard),
    idPrefix: `${id || 'product'}-purchase`,
    navigate: none,
  }
  const inputs = purchaseInputs(product, { ...props, locale })
  return renderIsland(messages, { locale, inputs }, () => createElement(Purchase, props))
}

/** A purchase posted without script, read: the variant it asks for and how many, or why it cannot be had. */
export type PurchasePost =
  | { itemId: string; sku: string; quantity: number; error?: undefined }
  | { itemId: string; error: string }

/**
 * Reads a purchase form's post (a `FormData` or `URLSearchParams`) against the product with the
 * island's rules and messages in the page's locale: every option chosen ('Please select a {name}'),
 * a variant in stock ('Sold Out'), a quantity of 1 to what one add may take (clamped, as the field is).
 */
export function readPurchasePost(
  settings: unknown,
  body: { get(name: string): unknown },
  { page }: { page: ServerPage },
): Promise<PurchasePost> {
  const product = readProduct('product', settings)
  const { choice, quantity } = readFields(product, body)
  return withLocale(messages, page.locale ?? DEFAULT_LOCALE, ({ t }): PurchasePost => {
    const missing = missingOption(product, choice)
    if (missing !== undefined) return { itemId: product.id, error: t('commerce.selectOption', { name: missing }) }
    const variant = chosenVariant(product, choice)
    if (!variant || isSoldOut(product, variant)) return { itemId: product.id, error: t('commerce.soldOut') }
    return { itemId: product.id, sku: variant.sku, quantity }
  })
}
