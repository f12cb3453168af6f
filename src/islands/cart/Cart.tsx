/**
 * The cart page's view: a function of the controller's store. Each entry keeps the quantity being
 * typed in its own state until the visitor commits it (Enter, leaving the field, the arrow keys or
 * the buttons). A site's server renders the same view (`atoll/server`): its buttons and the quantity
 * field then submit small forms of their own (a plain post per change), which the island's handlers
 * stop once it has hydrated them.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { CART_ENTRIES_PATH, MAX_QUANTITY, QUANTITY_FIELD } from '../../core/cart/store.ts'
import type { MessageId } from '../../core/i18n/index.ts'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { formatMoney } from '../../core/money/index.ts'
import { safeUrl } from '../../core/security/url.ts'
import { belowMinimum, CART_TOTALS, type Cart, type CartEntry, type CartTotal, parseQuantity } from './cart.ts'
import type { CartController } from './controller.ts'

/** spec: the cart checkout route; the commerce feature checks the cart cookie on its links. */
export const CHECKOUT_PATH = '/commerce/goto-checkout'

export interface CartPageProps {
  controller: CartController
  minimumSubtotalCents: number
  storeUrl: string
  /** The store's currency (the page context's). */
  currency: string
  /** The page's address: entry links and images are checked as same-origin against it. */
  base: string
  /** The block's id, which the view's own ids are made from. */
  blockId: string
  /** Called once the view has committed something other than the loading state (the cart, or the failure). */
  onShown?: () => void
}

/** An entry's call (CONTRACT.md section 7): where the island changes it, and a plain post without script. */
export const entryPath = (entryId: string) => `${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`

/** The whole cart: entries, subtotal and checkout, or the empty state. */
export function CartPage({
  controller,
  minimumSubtotalCents,
  storeUrl,
  currency,
  base,
  blockId,
  onShown,
}: CartPageProps) {
  const { phase, cart, error } = useSyncExternalStore(
    controller.store.subscribe,
    controller.store.getState,
    controller.store.getState,
  )
  const { t } = useI18n()
  // After the commit, so that the mount which waits on it resolves with the cart on the page.
  useLayoutEffect(() => {
    if (phase !== 'loading') onShown?.()
  }, [phase, onShown])
  const minimumId = `${blockId}-minimum`
  const money = (cents: number) => formatMoney(cents, currency)
  const blocked = belowMinimum(cart, minimumSubtotalCents)

  if (phase === 'loading') return <p className="atoll-cart-status">{t('common.loading')}</p>
  if (phase === 'failed')
    return (
      <p className="atoll-cart-status" role="alert">
        {`${t('editor.unableToLoadTryAgain')} `}
        <button type="button" onClick={() => void controller.load()}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  return (
    <section className="atoll-cart" aria-label={t('cart.label')}>
      <div className="atoll-cart-error" role="alert">
        {error && (
          <>
            <strong>{error.message}</strong>
            {` ${error.reason}`}
          </>
        )}
      </div>
      {cart.entries.length === 0 ? (
        <p className="atoll-cart-empty">
          {`${t('cart.empty')} `}
          <a href={storeUrl}>{t('cart.continueShopping')}</a>
        </p>
      ) : (
        <>
          <ul className="atoll-cart-entries">
            {cart.entries.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                controller={controller}
                money={money}
                base={base}
                formId={`${blockId}-${entry.id}`}
              />
            ))}
          </ul>
          <p className="atoll-cart-subtotal">
            <span>{t('cart.subtotal')}</span> <span data-part="subtotal">{money(cart.subtotalCents)}</span>
          </p>
          <Totals cart={cart} money={money} />
          {blocked ? (
            <>
              {/* Focusable while disabled, so a keyboard reaches it and hears why. */}
              <button type="button" className="atoll-cart-checkout" aria-disabled="true" aria-describedby={minimumId}>
                {t('cart.checkout')}
              </button>
              <p className="atoll-cart-minimum" id={minimumId}>
                {t('cart.minimumSubtotal', { subtotal: money(minimumSubtotalCents) })}
              </p>
            </>
          ) : (
            <a className="atoll-cart-checkout" href={CHECKOUT_PATH}>
              {t('cart.checkout')}
            </a>
          )}
        </>
      )}
    </section>
  )
}

/**
 * What stands above a server's rendering of the cart when the island could not load the cart: the
 * rendering stays (its buttons post plain forms, as without script), and this says it may be out of
 * date, with a retry.
 */
export function RefreshFailed({ controller }: { controller: CartController }) {
  const { phase } = useSyncExternalStore(
    controller.store.subscribe,
    controller.store.getState,
    controller.store.getState,
  )
  const loading = phase === 'loading'
  const { t } = useI18n()
  return (
    <p className="atoll-cart-status" role="alert">
      {`${t('cart.refreshFailed')} `}
      <button
        type="button"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) void controller.load()
        }}
      >
        {t('common.tryAgain')}
      </button>
    </p>
  )
}

/** Each total's label and the `data-part` its amount carries. */
const TOTALS: Record<CartTotal, [label: MessageId, part: string]> = {
  discountCents: ['cart.discount', 'discount'],
  shippingCostCents: ['cart.shipping', 'shipping'],
  taxCents: ['cart.tax', 'tax'],
  grandTotalCents: ['cart.grandTotal', 'total'],
}

/**
 * The totals the server priced beyond the subtotal, each only when the cart answer has it; a
 * discount of nothing is left out, and a discount shows as the amount taken off. While a change of
 * the page waits for the server's prices, the amounts say so rather than show the old ones.
 */
function Totals({ cart, money }: { cart: Cart; money(cents: number): string }) {
  const { t } = useI18n()
  const lines = CART_TOTALS.filter((total) => cart[total] !== undefined && !(total === 'discountCents' && !cart[total]))
  if (lines.length === 0) return null
  return (
    <div className="atoll-cart-totals" aria-busy={cart.repricing || undefined}>
      {lines.map((total) => {
        const [label, part] = TOTALS[total]
        const cents = cart[total] as number
        return (
          <p
            key={total}
            className={total === 'grandTotalCents' ? 'atoll-cart-line atoll-cart-grand-total' : 'atoll-cart-line'}
          >
            <span>{t(label)}</span>{' '}
            <span data-part={part}>
              {cart.repricing ? t('common.loading') : money(total === 'discountCents' ? -cents : cents)}
            </span>
          </p>
        )
      })}
    </div>
  )
}

interface EntryProps {
  entry: CartEntry
  controller: CartController
  money(cents: number): string
  base: string
  /** What the ids of the entry's forms start with. */
  formId: string
}

/** A plain form that changes an entry to `quantity` (0 removes it): what its button posts without script. */
const change = (id: string, entryId: string, quantity?: number) => (
  <form id={id} method="post" action={entryPath(entryId)} hidden>
    {quantity === undefined ? null : <input type="hidden" name="quantity" value={quantity} />}
  </form>
)

function Entry({ entry, controller, money, base, formId }: EntryProps) {
  const { title, quantity } = entry
  const { t } = useI18n()
  const [draft, setDraft] = useState(String(quantity))
  // The server's (or a rollback's, or another tab's) quantity replaces what was typed, in the render
  // that shows the new subtotal: set in an effect, the field showed the old quantity for a frame.
  const [shown, setShown] = useState(quantity)
  if (quantity !== shown) {
    setShown(quantity)
    setDraft(String(quantity))
  }

  const commit = async (next: number | undefined) => {
    if (next === undefined || next === quantity) {
      setDraft(String(quantity))
      return
    }
    setDraft(String(next))
    if (!(await controller.setQuantity(entry, Math.min(next, MAX_QUANTITY)))) setDraft(String(quantity))
  }
  const image = entry.image && safeUrl(entry.image.src, { sameOrigin: true, base })
  const href = safeUrl(entry.url, { sameOrigin: true, base })
  // The island's own handlers stop the plain posts (each button and the field belong to a form).
  const act = (event: { preventDefault(): void }, next: () => void) => {
    event.preventDefault()
    next()
  }

  return (
    <li className="atoll-cart-entry">
      {image ? <img src={image} alt={entry.image?.alt ?? ''} width={80} height={80} loading="lazy" /> : <span />}
      <div className="atoll-cart-item">
        {href ? <a href={href}>{title}</a> : <span>{title}</span>}
        {entry.optionValues.length > 0 && (
          <span className="atoll-cart-options">
            {entry.optionValues.map(({ name, value }) => `${name}: ${value}`).join(', ')}
          </span>
        )}
        <span className="atoll-cart-unit">{t('cart.unitPrice', { price: money(entry.unitPriceCents) })}</span>
      </div>
      {/* The APG spinbutton: a number field, with buttons for pointers. Without script, each button
          submits its form and the field its own (Enter: a form with one field and no button). */}
      <div className="atoll-cart-stepper">
        <button
          type="submit"
          form={`${formId}-less`}
          aria-label={t('cart.decrease', { title })}
          onClick={(event) => act(event, () => void commit(quantity - 1))}
        >
          −
        </button>
        <input
          {...QUANTITY_FIELD}
          form={`${formId}-set`}
          min={0}
          max={MAX_QUANTITY}
          value={draft}
          aria-label={t('cart.quantityOf', { title })}
          onInput={(event) => setDraft((event.target as HTMLInputElement).value)}
          onBlur={(event) => void commit(parseQuantity((event.target as HTMLInputElement).value))}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
            if (step) {
              event.preventDefault()
              void commit(Math.max(0, quantity + step))
            } else if (event.key === 'Enter') {
              event.preventDefault()
              void commit(parseQuantity((event.target as HTMLInputElement).value))
            }
          }}
        />
        <button
          type="submit"
          form={`${formId}-more`}
          aria-label={t('cart.increase', { title })}
          disabled={quantity >= MAX_QUANTITY}
          onClick={(event) => act(event, () => void commit(quantity + 1))}
        >
          +
        </button>
      </div>
      <span className="atoll-cart-price">{money(entry.priceCents)}</span>
      <button
        type="submit"
        form={`${formId}-remove`}
        className="atoll-cart-remove"
        aria-label={t('cart.removeItem', { title })}
        onClick={(event) => act(event, () => void controller.remove(entry))}
      >
        {t('cart.remove')}
      </button>
      {change(`${formId}-less`, entry.id, quantity - 1)}
      {change(`${formId}-set`, entry.id)}
      {change(`${formId}-more`, entry.id, quantity + 1)}
      {change(`${formId}-remove`, entry.id, 0)}
    </li>
  )
}
