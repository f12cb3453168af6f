/**
 * The cart indicator island: the template renders the count (in `[data-part=count]`, else the block
 * itself) and may render `[data-part=subtotal]`; the island keeps both in step with the cart store
 * (`Atoll.cart.update`, the full-page cart) and gives the block its spoken label. It only writes
 * text into the server's markup, so it needs no renderer. Until the cart's first update the server's
 * count and label stand, so its messages (whose plural `#` needs the locale's number formatter, the
 * page's costliest first call) load only then. A page shown again from the back-forward cache asks
 * the server for the cart: it may have changed on another page meanwhile.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { cartStore, refreshCart } from '../../core/cart/store.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { cartState, countLabel, countText } from './cart-indicator.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { page }: IslandContext): Promise<IslandHandle> {
  const count = element.querySelector<HTMLElement>('[data-part=count]') ?? element
  const subtotal = element.querySelector<HTMLElement>('[data-part=subtotal]')
  let loaded: Promise<unknown> | undefined
  let ready: unknown

  /** Writes the store's cart as it is now (a later update may have come while the messages loaded). */
  const render = (): unknown => {
    const cart = cartStore.getState()
    element.dataset.cartState = cartState(cart.initialised, cart.count)
    if (!cart.initialised || !unsubscribe) return
    if (!ready) return (loaded ??= loadMessages(messages, page.locale).then(() => (ready = true))).then(render)
    count.textContent = countText(cart.count)
    if (subtotal) subtotal.textContent = cart.subtotal
    element.setAttribute('aria-label', countLabel(cart.count))
  }
  let unsubscribe: (() => void) | undefined = cartStore.subscribe(render)
  const pageShown = (event: PageTransitionEvent) => {
    // Unanswered (offline), the indicator keeps the count it shows.
    if (event.persisted) refreshCart().catch(() => {})
  }
  addEventListener('pageshow', pageShown)
  // An update made before the island mounted shows before mount() resolves.
  await render()

  return {
    destroy() {
      unsubscribe?.()
      unsubscribe = undefined
      removeEventListener('pageshow', pageShown)
    },
  }
}
