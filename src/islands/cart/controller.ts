/**
 * What the cart page does, apart from drawing: loads the cart, changes quantities and removes
 * entries optimistically (shown at once, rolled back with the spec's message when the server
 * refuses), one server call at a time, and takes in carts from other tabs.
 */
import { createStore } from 'zustand/vanilla'
import { HttpError } from '../../core/errors.ts'
import { type MessageId, t } from '../../core/i18n/index.ts'
import { type Cart, type CartEntry, EMPTY_CART, withoutEntry, withQuantity } from './cart.ts'

/** What the view draws. */
export interface CartView {
  phase: 'loading' | 'ready' | 'failed'
  cart: Cart
  /** The last refusal: the spec's message and the server's reason. */
  error?: { message: string; reason: string } | undefined
}

/** The cart calls (CONTRACT.md section 7), each resolving to the server's cart; `signal` cancels one. */
export interface CartApi {
  load(signal?: AbortSignal): Promise<Cart>
  setQuantity(entryId: string, quantity: number, signal?: AbortSignal): Promise<Cart>
  remove(entryId: string, signal?: AbortSignal): Promise<Cart>
}

export interface CartControllerOptions {
  api: CartApi
  /** Asks the visitor before an entry is removed; resolves true to remove it. */
  confirmRemove(entry: CartEntry): Promise<boolean>
  /** Called with each cart the server confirmed (not with one another tab posted). */
  onConfirmed(cart: Cart): void
  /** A cart already known (a server's rendering): the controller starts ready with it. */
  initial?: Cart | undefined
  /** Aborted when the island is destroyed: cancels the calls under way, and their answers change nothing. */
  signal?: AbortSignal | undefined
}

export type CartController = ReturnType<typeof createCartController>

/** A controller whose `store` holds the {@link CartView}. */
export function createCartController({ api, confirmRemove, onConfirmed, initial, signal }: CartControllerOptions) {
  const store = createStore<CartView>(() => ({ phase: initial ? 'ready' : 'loading', cart: initial ?? EMPTY_CART }))
  /** The last cart the server answered: what a refusal rolls back to. */
  let confirmed = initial ?? EMPTY_CART
  let pending = 0
  let queue: Promise<unknown> = Promise.resolve()

  const show = (cart: Cart) => store.setState({ cart })

  /** Shows `optimistic` at once and asks the server, after any call still under way. */
  function change(optimistic: Cart, send: (signal?: AbortSignal) => Promise<Cart>, failure: MessageId): Promise<void> {
    store.setState({ cart: optimistic, error: undefined })
    pending++
    const done = queue
      .then(() => send(signal))
      .then(
        (cart) => {
          if (signal?.aborted) return
          confirmed = cart
          onConfirmed(cart)
          if (pending === 1) show(cart)
        },
        (error: unknown) => {
          if (signal?.aborted) return
          show(confirmed)
          store.setState({ error: { message: t(failure), reason: reasonOf(error) } })
        },
      )
      .finally(() => pending--)
    queue = done
    return done
  }

  return {
    store,

    /** Loads the cart; `quiet` keeps what is shown while it loads (a tab shown again). */
    async load(quiet = false): Promise<void> {
      if (!quiet) store.setState({ phase: 'loading' })
      try {
        const cart = await api.load(signal)
        if (signal?.aborted) return
        confirmed = cart
        if (pending === 0) store.setState({ phase: 'ready', cart })
      } catch {
        if (!quiet && !signal?.aborted) store.setState({ phase: 'failed' })
      }
    },

    /**
     * Sets an entry's quantity; 0 removes it once the visitor confirms.
     * @returns false when the visitor kept the entry.
     */
    async setQuantity(entry: CartEntry, quantity: number): Promise<boolean> {
      if (quantity <= 0) return this.remove(entry)
      await change(
        withQuantity(store.getState().cart, entry.id, quantity),
        (signal) => api.setQuantity(entry.id, quantity, signal),
        'cart.quantityFailed',
      )
      return true
    },

    /**
     * Removes an entry once the visitor confirms. A confirmation that cannot be asked (its dialog's
     * code did not load: offline) removes nothing and says so, as a refused removal does.
     * @returns false when the entry stays.
     */
    async remove(entry: CartEntry): Promise<boolean> {
      let confirmed: boolean
      try {
        confirmed = await confirmRemove(entry)
      } catch {
        store.setState({ error: { message: t('cart.removeFailed'), reason: t('data.unableToConnect') } })
        return false
      }
      if (!confirmed) return false
      await change(
        withoutEntry(store.getState().cart, entry.id),
        (signal) => api.remove(entry.id, signal),
        'cart.removeFailed',
      )
      return true
    },

    /** Shows a cart another tab posted, unless a change of this tab is under way (its answer follows). */
    receive(cart: Cart): void {
      confirmed = cart
      if (pending === 0) store.setState({ phase: 'ready', cart })
    },
  }
}

/**
 * The server's own reason for a refusal (a 409's `{ error }`: the stock left), which the data layer
 * keeps in the error's body for statuses whose text is its catalogue's; else the error's message.
 */
export function reasonOf(error: unknown): string {
  const body = error instanceof HttpError ? (error.body as { error?: unknown } | undefined) : undefined
  return typeof body?.error === 'string' && body.error ? body.error : (error as Error).message
}
