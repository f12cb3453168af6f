/**
 * The purchase controls of a product, shared by the product page and quick views: the price of
 * what is chosen, a control per option, the quantity, and the button that adds to the cart (or goes
 * to the gift card or subscription checkout). A function of the product and the visitor's choice.
 * It is a form that a site's server renders too (`atoll/server`): without script it posts the item,
 * the chosen option values (`option:<name>`) and the quantity to the cart's add call as a plain form.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { addToCart, CART_ENTRIES_PATH, QUANTITY_FIELD } from '../cart/store.ts'
import { PRODUCT_TYPE } from '../enums/product-types.ts'
import { UNIT_SYSTEM, type UnitSystem } from '../enums/unit-system.ts'
import { HttpError } from '../errors.ts'
import { useI18n } from '../kit/i18n-context.ts'
import { dimensionsText, weightText } from '../rules/units.ts'
import { giftCardUrl, subscriptionUrl } from './checkout.ts'
import { priceParts } from './price.ts'
import {
  type Choice,
  choose,
  chosenVariant,
  isSoldOut,
  matchingVariants,
  maxQuantity,
  missingOption,
  type StoreProduct,
  sharedValue,
} from './product.ts'

/** An option with this many values or fewer is a row of buttons; with more, a select (the spec is silent). */
export const BUTTON_LIMIT = 2

export interface PurchaseProps {
  product: StoreProduct
  /** The page context's `website.id`, for the gift card checkout. */
  websiteId?: string | undefined
  /** Goes to a checkout address. @default location.assign */
  navigate?: (url: string) => void
  /** The store's currency. @default the page context's */
  currency?: string | undefined
  /**
   * The store's unit system (`measurementStandard`, read with `unitSystem`): lbs and inches when
   * imperial, else kg and cm. @default metric, the spec's "else"
   */
  units?: UnitSystem | undefined
  /**
   * What the view's ids start with: a server's rendering and the island's hydration must make the
   * same. @default an id of the renderer's own
   */
  idPrefix?: string | undefined
}

/** The name a plain post gives an option's chosen value. */
export const optionField = (name: string) => `option:${name}`

/** What a purchase form's fields ask for: the options chosen and how many. */
export interface PurchaseFields {
  choice: Choice
  /** 1 to what one add of the chosen variant may take (clamped, as the field is); 1 without a field. */
  quantity: number
}

/**
 * Reads a purchase form's fields (a post's `FormData` or `URLSearchParams`, or the `FormData` of the
 * controls as they are) against the product: an option's value counts when it is one of the
 * option's values; the quantity is clamped for the variant the choice makes.
 */
export function readFields(product: StoreProduct, fields: { get(name: string): unknown }): PurchaseFields {
  const text = (name: string) => {
    const value = fields.get(name)
    return typeof value === 'string' ? value : ''
  }
  let choice: Choice = {}
  for (const { name, values } of product.options) {
    const value = text(optionField(name))
    if (values.includes(value)) choice = choose(choice, name, value)
  }
  const asked = Math.trunc(Number(text('quantity') || '1'))
  const max = maxQuantity(product, chosenVariant(product, choice))
  return { choice, quantity: Math.min(Math.max(Number.isFinite(asked) ? asked : 1, 1), max) }
}

const sameChoice = (a: Choice, b: Choice) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value)

type Outcome = { added: string } | { failed: string } | undefined

/**
 * The server's reason for a refusal: the `{ error }` of its answer (a 409 over the stock is not one
 * of the statuses whose text the data layer passes on), else the data layer's own message.
 */
export function refusal(error: unknown): string {
  const body = error instanceof HttpError ? (error.body as { error?: unknown } | undefined) : undefined
  return typeof body?.error === 'string' ? body.error : (error as Error).message
}

/** The price, the options, the quantity and the add button of one product. */
export function Purchase({
  product,
  websiteId,
  navigate = (url) => location.assign(url),
  currency,
  units = UNIT_SYSTEM.METRIC,
  idPrefix,
}: PurchaseProps) {
  const ownId = useId()
  const i18n = useI18n()
  const { t } = i18n
  const id = idPrefix ?? ownId
  const [choice, setChoice] = useState<Choice>({})
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  const [asked, setAsked] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  // The lock itself: a second click in the same frame, before the render, must see it too.
  const busy = useRef(false)
  // Aborted when the controls unmount (their island destroyed, the quick view closed): an add under
  // way is cancelled and its answer shows nothing.
  const life = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    life.current = controller
    return () => controller.abort()
  }, [])
  const form = useRef<HTMLFormElement>(null)

  // The controls may hold what the browser put there rather than what this state says: on Back it
  // restores a form as the visitor left it (into the server's form, before it is hydrated, which
  // keeps the controls' values), so the state is read from them once mounted, and again when the
  // page is shown from the back-forward cache. Whatever is shown is what is added.
  useLayoutEffect(() => {
    const read = () => {
      const shown = readFields(product, new FormData(form.current!))
      setChoice((current) => (sameChoice(current, shown.choice) ? current : shown.choice))
      setQuantity(shown.quantity)
    }
    const pageShown = (event: PageTransitionEvent) => {
      if (event.persisted) read()
    }
    read()
    addEventListener('pageshow', pageShown)
    return () => removeEventListener('pageshow', pageShown)
  }, [product])

  const { productType, subscription } = product
  const giftCard = productType === PRODUCT_TYPE.GIFT_CARD
  const matching = matchingVariants(product, choice)
  const variant = chosenVariant(product, choice)
  const missing = missingOption(product, choice)
  const soldOut = variant ? isSoldOut(product, variant) : product.variants.every((v) => isSoldOut(product, v))
  const max = maxQuantity(product, variant)
  const price = priceParts({ ...product, variants: matching }, i18n, subscription, currency)
  // Shown like the price: over the variants the choice still allows, when they all share it.
  const weight = sharedValue(matching, (v) => v.weight)
  const dimensions = sharedValue(matching, (v) => v.dimensions)
  const label =
    product.addToCartText ||
    t(giftCard ? 'commerce.purchase' : subscription ? 'commerce.subscribe' : 'commerce.addToCart')
  const missingId = `${id}-missing`

  const pick = (name: string, value: string) => {
    setChoice((current) => choose(current, name, value))
    setOutcome(undefined)
    setQuantity(1)
  }

  async function buy() {
    if (busy.current || soldOut) return
    if (!variant) {
      setAsked(true)
      return
    }
    if (giftCard) {
      navigate(giftCardUrl(websiteId, product.id, variant.sku))
      return
    }
    busy.current = true
    setAdding(true)
    setOutcome(undefined)
    const signal = life.current?.signal
    try {
      const cart = await addToCart({ itemId: product.id, sku: variant.sku, quantity }, signal)
      if (signal?.aborted) return
      if (subscription && cart.id) navigate(subscriptionUrl(cart.id))
      setOutcome({ added: t('commerce.added', { title: product.title }) })
    } catch (error) {
      if (signal?.aborted) return
      setOutcome({ failed: refusal(error) })
    } finally {
      busy.current = false
      setAdding(false)
    }
  }

  return (
    <form
      ref={form}
      className="atoll-purchase"
      method="post"
      action={CART_ENTRIES_PATH}
      onSubmit={(event) => {
        event.preventDefault()
        void buy()
      }}
    >
      <input type="hidden" name="itemId" value={product.id} />
      <p
        className="atoll-purchase-price"
        data-sold-out={price.soldOut || undefined}
        data-on-sale={price.onSale || undefined}
      >
        {/* Each text one node, as the server's HTML has it (two side by side would hydrate as one). */}
        {price.label ? <span className="atoll-purchase-label">{`${price.label} `}</span> : null}
        {price.original && (
          <>
            <del>
              <span className="atoll-visually-hidden">{`${t('commerce.originalPrice')} `}</span>
              {price.original}
            </del>{' '}
            <span className="atoll-visually-hidden">{`${t('commerce.salePrice')} `}</span>
          </>
        )}
        <span className="atoll-purchase-amount">{price.price}</span>
        {price.subscription ? <span className="atoll-purchase-renewal">{` ${price.subscription}`}</span> : null}
      </p>
      {weight === undefined && dimensions === undefined ? null : (
        <dl className="atoll-purchase-details">
          {weight === undefined ? null : (
            <div>
              <dt>{t('commerce.weight')}</dt>
              <dd>{weightText(weight, units, i18n)}</dd>
            </div>
          )}
          {dimensions === undefined ? null : (
            <div>
              <dt>{t('commerce.dimensions')}</dt>
              <dd>{dimensionsText(dimensions, units, i18n)}</dd>
            </div>
          )}
        </dl>
      )}

      {product.options.map(({ name, values }) => {
        const chosen = choice[name] ?? ''
        const described = asked && missing === name ? missingId : undefined
        return values.length <= BUTTON_LIMIT ? (
          // A few values: a radio group, which chooses without script too.
          <fieldset className="atoll-purchase-option atoll-purchase-choices" key={name} aria-describedby={described}>
            <legend>{name}</legend>
            {values.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={optionField(name)}
                  value={value}
                  checked={chosen === value}
                  onChange={() => pick(name, value)}
                />
                {value}
              </label>
            ))}
          </fieldset>
        ) : (
          <label className="atoll-purchase-option" key={name}>
            <span>{name}</span>
            <select
              name={optionField(name)}
              value={chosen}
              aria-describedby={described}
              onChange={(event) => pick(name, event.currentTarget.value)}
            >
              <option value="">{t('commerce.chooseOption', { name })}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        )
      })}

      {!giftCard && !subscription && !soldOut && (
        <label className="atoll-purchase-quantity">
          <span>{t('commerce.quantity')}</span>
          <input
            {...QUANTITY_FIELD}
            min={1}
            max={max}
            value={quantity}
            onChange={(event) => {
              const next = Math.trunc(event.currentTarget.valueAsNumber)
              if (Number.isFinite(next)) setQuantity(Math.min(Math.max(next, 1), max))
            }}
          />
        </label>
      )}

      <button
        type="submit"
        className="atoll-purchase-add"
        disabled={soldOut}
        aria-disabled={adding || undefined}
        aria-describedby={asked && missing ? missingId : undefined}
      >
        {adding ? t('commerce.adding') : soldOut ? t('commerce.soldOut') : label}
      </button>

      {asked && missing && (
        <p className="atoll-purchase-missing" id={missingId} role="alert">
          {t('commerce.selectOption', { name: missing })}
        </p>
      )}
      {outcome && 'failed' in outcome && (
        <p className="atoll-purchase-error" role="alert">
          <strong>{t('cart.addFailed')}</strong>
          {` ${outcome.failed}`}
        </p>
      )}
      {/* Present from the start: a live region announces only what changes inside it. */}
      <p className="atoll-purchase-status" role="status" aria-live="polite">
        {outcome && 'added' in outcome ? outcome.added : ''}
      </p>
    </form>
  )
}
