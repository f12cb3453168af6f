import { PRODUCT_TYPE } from '../enums/product-types.ts'
import type { I18n } from '../i18n/index.ts'
import { formatMoney } from '../money/index.ts'

/** A product variant as the store sends it; prices in cents. */
export interface Variant {
  price?: number
  salePrice?: number
  onSale?: boolean
  qtyInStock?: number
  unlimited?: boolean
  optionValues?: { value: string }[]
}

/** A product's `structuredContent`; prices in cents. Digital products may carry their own price. */
export interface ProductContent {
  /** physical 1, digital 2, service 3, gift card 4, by number or by name */
  productType: number | string
  variants?: Variant[]
  priceCents?: number
  salePriceCents?: number
  onSale?: boolean
}

export interface PriceState {
  /** Every variant is out of stock and none is unlimited (physical and service products only). */
  soldOut: boolean
  /** Some variant is on sale. */
  onSale: boolean
  /** Variants differ in price or sale status: the text is 'from {startingPrice}'. */
  varied: boolean
  /** The lowest price a visitor can pay: the sale price of a variant on sale, else its price. */
  startingPriceCents: number
  /** The regular price of the variant that gives the starting price. */
  priceCents: number
  /** That variant's sale price, when it is on sale. */
  salePriceCents?: number
}

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = PRODUCT_TYPE
// spec: the product (structuredContent) types are physical, service, digital and gift card
const PRICED_TYPES: readonly number[] = [PHYSICAL, DIGITAL, SERVICE, GIFT_CARD]

const paid = (variant: Variant) => (variant.onSale ? variant.salePrice : variant.price) ?? 0

/**
 * How a product's price shows, by the spec's price display rules. A digital product with its own
 * `priceCents` is priced by it (with `salePriceCents` and `onSale`), else by its variants. A product
 * without variants shows 0 and, if physical or a service, sold out (there is nothing to buy).
 * @throws TypeError naming `productType` when it is not one of the four types.
 */
export function priceState(product: ProductContent): PriceState {
  const { productType } = product
  // Names in any case and spelling: 'gift card', 'giftCard', 'GIFT_CARD'.
  const name = String(productType)
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/\W+|_+/g, '_')
  const type = typeof productType === 'number' ? productType : PRODUCT_TYPE[name as keyof typeof PRODUCT_TYPE]
  if (!PRICED_TYPES.includes(type)) {
    throw new TypeError('priceState: productType must be physical, digital, service or gift card (1 to 4)')
  }
  const variants: Variant[] =
    type === DIGITAL && typeof product.priceCents === 'number'
      ? [{ price: product.priceCents, salePrice: product.salePriceCents ?? 0, onSale: !!product.onSale }]
      : (product.variants ?? [])
  const start = variants.reduce<Variant | undefined>((best, v) => (best && paid(best) <= paid(v) ? best : v), undefined)
  const pricing = (v: Variant) => `${!!v.onSale} ${v.price ?? 0} ${v.onSale ? paid(v) : ''}`
  return {
    soldOut:
      (type === PHYSICAL || type === SERVICE) && variants.every((v) => !v.unlimited && !((v.qtyInStock ?? 0) > 0)),
    onSale: variants.some((v) => !!v.onSale),
    varied: new Set(variants.map(pricing)).size > 1,
    startingPriceCents: start ? paid(start) : 0,
    priceCents: start?.price ?? 0,
    salePriceCents: start?.onSale ? paid(start) : undefined,
  }
}

/**
 * The price text of a product: 'from {startingPrice}' when its variants differ, else the price a
 * visitor pays (the sale price when on sale), formatted as money.
 * @param currency ISO code @default the money module's default (USD)
 * @example priceText({ productType: 1, variants: [{ price: 1000 }, { price: 1500 }] }, PAGE_I18N) // 'from $10.00'
 */
export function priceText(product: ProductContent, { t }: I18n, currency?: string): string {
  const state = priceState(product)
  const price = formatMoney(state.startingPriceCents, currency)
  return state.varied ? t('rules.fromPrice', { startingPrice: price }) : price
}

/** The badge beside a product's price: 'Sold out', else 'Sale' when some variant is on sale, else ''. */
export function priceLabel(product: ProductContent, { t }: I18n): string {
  const { soldOut, onSale } = priceState(product)
  return soldOut ? t('rules.soldOut') : onSale ? t('rules.sale') : ''
}
