/**
 * A product as the store blocks receive it (CONTRACT.md section 7, `product` settings and the
 * `GET /api/commerce/products/{id}` answer), checked, and the variant rules the purchase controls
 * follow: which variants the visitor's choices still allow, which one is chosen, whether it is sold
 * out and how many of it a cart may take. Pure.
 */
import { MAX_QUANTITY } from '../cart/store.ts'
import { PRODUCT_TYPE } from '../enums/product-types.ts'
import type { SubscriptionPlan } from '../rules/subscription.ts'
import type { Dimensions } from '../rules/units.ts'

/** spec: a variant's option value, named by the option it answers. */
export interface OptionValue {
  name: string
  value: string
}

/** spec: a variant (price, salePrice, onSale, qtyInStock, unlimited, optionValues), with its SKU. Cents. */
export interface StoreVariant {
  sku: string
  price: number
  salePrice: number
  onSale: boolean
  qtyInStock: number
  unlimited: boolean
  optionValues: OptionValue[]
  /** The shipping weight, in the store's weight unit (lbs or kg); shown with the product when given. */
  weight?: number
  /** The size, in the store's dimension unit (inches or cm); shown with the product when given. */
  dimensions?: Dimensions
}

/** A product image of the product answer: `dimensions` is `WxH`, as `data-image-dimensions`. */
export interface ProductImage {
  src: string
  dimensions: string
  alt: string
}

/** The `product` block's settings. */
export interface StoreProduct {
  id: string
  title: string
  url: string
  /** physical 1, digital 2, service 3, gift card 4 */
  productType: 1 | 2 | 3 | 4
  options: { name: string; values: string[] }[]
  variants: StoreVariant[]
  /** spec: a digital product also carries its own price, sale price and sale flag. */
  priceCents?: number
  salePriceCents?: number
  onSale?: boolean
  subscription?: SubscriptionPlan
  /** The owner's label for the button; the dictionary's when absent. */
  addToCartText?: string
  /** Only in the product answer (quick view). */
  images: ProductImage[]
  excerpt?: string
}

/** The visitor's choice: option name -> value; an option not chosen yet is absent. */
export type Choice = Readonly<Record<string, string>>

const TYPES = [PRODUCT_TYPE.PHYSICAL, PRODUCT_TYPE.DIGITAL, PRODUCT_TYPE.SERVICE, PRODUCT_TYPE.GIFT_CARD]

const fail = (kind: string, what: string): never => {
  throw new TypeError(`${kind}: ${what}`)
}
const isText = (value: unknown): value is string => typeof value === 'string'
const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isMeasure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && (value as number) >= 0
const isDimensions = (value: unknown): value is Dimensions => {
  const { length, width, height } = object(value)
  return value !== null && typeof value === 'object' && [length, width, height].every(isMeasure)
}
const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/**
 * Reads a product from a block's settings or a product answer.
 * @param kind the block kind, which starts each error's text.
 * @throws TypeError `<kind>: <field> must be ...` naming the first field that is wrong.
 */
export function readProduct(kind: string, settings: unknown): StoreProduct {
  const source = object(settings)
  const { id, title, url, productType, options = [], variants = [], images = [] } = source
  if (!isText(id) || !id) fail(kind, 'id must be a text')
  if (!TYPES.includes(productType as 1)) fail(kind, 'productType must be 1, 2, 3 or 4')
  if (!Array.isArray(options)) return fail(kind, 'options must be a list')
  if (!Array.isArray(variants)) return fail(kind, 'variants must be a list')
  if (!Array.isArray(images)) return fail(kind, 'images must be a list')
  options.forEach((option, i) => {
    const { name, values } = object(option)
    if (!isText(name) || !Array.isArray(values) || !values.every(isText))
      fail(kind, `options[${i}] must be { name, values: [text] }`)
  })
  variants.forEach((variant, i) => {
    const v = object(variant)
    if (!isText(v.sku)) fail(kind, `variants[${i}].sku must be a text`)
    for (const field of ['price', 'salePrice', 'qtyInStock'])
      if (v[field] !== undefined && !isCents(v[field])) fail(kind, `variants[${i}].${field} must be a whole number`)
    if (v.weight !== undefined && !isMeasure(v.weight)) fail(kind, `variants[${i}].weight must be a number, 0 or more`)
    if (v.dimensions !== undefined && !isDimensions(v.dimensions))
      fail(kind, `variants[${i}].dimensions must be { length, width, height }, each a number, 0 or more`)
  })
  for (const field of ['priceCents', 'salePriceCents'])
    if (source[field] !== undefined && !isCents(source[field])) fail(kind, `${field} must be a whole number of cents`)
  return {
    ...(source as unknown as StoreProduct),
    title: isText(title) ? title : '',
    url: isText(url) ? url : '',
    options: options as StoreProduct['options'],
    images: images as ProductImage[],
    variants: (variants as Partial<StoreVariant>[]).map((v) => ({
      sku: v.sku as string,
      price: v.price ?? 0,
      salePrice: v.salePrice ?? 0,
      onSale: v.onSale === true,
      qtyInStock: v.qtyInStock ?? 0,
      unlimited: v.unlimited === true,
      optionValues: Array.isArray(v.optionValues) ? v.optionValues : [],
      ...(v.weight === undefined ? {} : { weight: v.weight }),
      ...(v.dimensions === undefined
        ? {}
        : { dimensions: { length: v.dimensions.length, width: v.dimensions.width, height: v.dimensions.height } }),
    })),
  }
}

/** The variants the choice still allows: each chosen option's value matches. */
export function matchingVariants(product: StoreProduct, choice: Choice): StoreVariant[] {
  return product.variants.filter((variant) =>
    Object.entries(choice).every(([name, value]) =>
      variant.optionValues.some((option) => option.name === name && option.value === value),
    ),
  )
}

/** The first option the visitor has not chosen yet, or undefined when every one is. */
export function missingOption(product: StoreProduct, choice: Choice): string | undefined {
  return product.options.find((option) => !choice[option.name])?.name
}

/** The chosen variant: the one the choice allows once every option is chosen (a product without options has one). */
export function chosenVariant(product: StoreProduct, choice: Choice): StoreVariant | undefined {
  if (missingOption(product, choice) !== undefined) return undefined
  return matchingVariants(product, choice)[0]
}

/** Whether the product's stock is counted: physical products and services (spec: the sold-out rule). */
export const countsStock = (product: StoreProduct): boolean =>
  product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE

/** spec: a variant with no stock that is not unlimited is sold out, for physical products and services only. */
export const isSoldOut = (product: StoreProduct, variant: StoreVariant): boolean =>
  countsStock(product) && !variant.unlimited && variant.qtyInStock <= 0

/** How many of the variant one add may ask for: its stock when counted, else {@link MAX_QUANTITY}. */
export const maxQuantity = (product: StoreProduct, variant: StoreVariant | undefined): number =>
  variant && countsStock(product) && !variant.unlimited ? Math.min(variant.qtyInStock, MAX_QUANTITY) : MAX_QUANTITY

/** The choice with an option's value set, or cleared with ''. */
export function choose(choice: Choice, name: string, value: string): Choice {
  const next: Record<string, string> = { ...choice }
  if (value) next[name] = value
  else delete next[name]
  return next
}

/**
 * The value the variants the choice still allows all share (their weight, their dimensions), or
 * undefined when one lacks it or two differ: what the product shows before and after a choice.
 */
export function sharedValue<T>(
  variants: StoreVariant[],
  read: (variant: StoreVariant) => T | undefined,
): T | undefined {
  const values = variants.map(read)
  const first = values[0]
  if (first === undefined) return undefined
  const key = JSON.stringify(first)
  return values.every((value) => value !== undefined && JSON.stringify(value) === key) ? first : undefined
}

/**
 * What shapes a server's rendering of a product's purchase controls (core/kit/server-rendered.ts):
 * the product as read, and the page's site, currency, unit system, locale and the view's ids.
 */
export const purchaseInputs = (
  product: StoreProduct,
  {
    websiteId,
    currency,
    units,
    idPrefix,
    locale,
  }: { websiteId?: string | undefined; currency: string; units: number; idPrefix: string; locale: string },
): unknown => [product, websiteId ?? null, currency, units, idPrefix, locale]
