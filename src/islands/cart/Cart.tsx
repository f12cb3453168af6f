/**
 * The cart page's view: a function of the controller's store. Each entry keeps the quantity being
 * typed in its own state until the visitor commits it (Enter, leaving the field, the arrow keys or
 * the buttons).
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { t } from '../../core/i18n/index.ts'
import { formatMoney } from '../../core/money/index.ts'
import { safeUrl } from '../../core/security/url.ts'
import { belowMinimum, type CartEntry, MAX_QUANTITY, parseQuantity } from './cart.ts'
import type { CartController } from './controller.ts'

/** spec: the cart checkout route; the commerce feature checks the cart cookie on its links. */
export const CHECKOUT_PATH = '/commerce/goto-checkout'

export interface CartPageProps {
  controller: CartController
  minimumSubtotalCents: number
  storeUrl: string
}

/** The whole cart: entries, subtotal and checkout, or the empty state. */
export function CartPage({ controller, minimumSubtotalCents, storeUrl }: CartPageProps) {
  const { phase, cart, error } = useSyncExternalStore(controller.store.subscribe, controller.store.getState)
  const minimumId = useId()
  const blocked = belowMinimum(cart, minimumSubtotalCents)

  if (phase === 'loading') return <p className="atoll-cart-status">{t('common.loading')}</p>
  if (phase === 'failed')
    return (
      <p className="atoll-cart-status" role="alert">
        {t('editor.unableToLoadTryAgain')}{' '}
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
            <strong>{error.message}</strong> {error.reason}
          </>
        )}
      </div>
      {cart.entries.length === 0 ? (
        <p className="atoll-cart-empty">
          {t('cart.empty')} <a href={storeUrl}>{t('cart.continueShopping')}</a>
        </p>
      ) : (
        <>
          <ul className="atoll-cart-entries">
            {cart.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} controller={controller} />
            ))}
          </ul>
          <p className="atoll-cart-subtotal">
            <span>{t('cart.subtotal')}</span> <span data-part="subtotal">{formatMoney(cart.subtotalCents)}</span>
          </p>
          {blocked ? (
            <>
              {/* Focusable while disabled, so a keyboard reaches it and hears why. */}
              <button type="button" className="atoll-cart-checkout" aria-disabled="true" aria-describedby={minimumId}>
                {t('cart.checkout')}
              </button>
              <p className="atoll-cart-minimum" id={minimumId}>
                {t('cart.minimumSubtotal', { subtotal: formatMoney(minimumSubtotalCents) })}
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

interface EntryProps {
  entry: CartEntry
  controller: CartController
}

function Entry({ entry, controller }: EntryProps) {
  const { title, quantity } = entry
  const [draft, setDraft] = useState(String(quantity))
  // The server's (or a rollback's) quantity replaces what was typed.
  useEffect(() => setDraft(String(quantity)), [quantity])

  const commit = async (next: number | undefined) => {
    if (next === undefined || next === quantity) {
      setDraft(String(quantity))
      return
    }
    setDraft(String(next))
    if (!(await controller.setQuantity(entry, Math.min(next, MAX_QUANTITY)))) setDraft(String(quantity))
  }
  const image = entry.image && safeUrl(entry.image.src, { sameOrigin: true })
  const href = safeUrl(entry.url, { sameOrigin: true })

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
        <span className="atoll-cart-unit">{t('cart.unitPrice', { price: formatMoney(entry.unitPriceCents) })}</span>
      </div>
      {/* The APG spinbutton: a number field, with buttons for pointers. */}
      <div className="atoll-cart-stepper">
        <button type="button" aria-label={t('cart.decrease', { title })} onClick={() => void commit(quantity - 1)}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
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
          type="button"
          aria-label={t('cart.increase', { title })}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => void commit(quantity + 1)}
        >
          +
        </button>
      </div>
      <span className="atoll-cart-price">{formatMoney(entry.priceCents)}</span>
      <button
        type="button"
        className="atoll-cart-remove"
        aria-label={t('cart.removeItem', { title })}
        onClick={() => void controller.remove(entry)}
      >
        {t('cart.remove')}
      </button>
    </li>
  )
}
