/**
 * The cart indicator island: the template renders the count (in `[data-part=count]`, else the block
 * itself) and may render `[data-part=subtotal]`; the island keeps both in step with the cart store
 * (`Atoll.cart.update`, the full-page cart) and gives the block its spoken label. It only writes
 * text into the server's markup, so it needs no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { type CartState, cartStore } from '../../core/cart/store.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { cartState, countLabel, countText } from './cart-indicator.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { page }: IslandContext): Promise<IslandHandle> {
  await loadMessages(messages, page.locale)
  const count = element.querySelector<HTMLElement>('[data-part=count]') ?? element
  const subtotal = element.querySelector<HTMLElement>('[data-part=subtotal]')

  const render = (cart: CartState) => {
    element.dataset.cartState = cartState(cart.initialised, cart.count)
    // Until the first update, the server's count and label stand.
    if (!cart.initialised) return
    count.textContent = countText(cart.count)
    if (subtotal) subtotal.textContent = cart.subtotal
    element.setAttribute('aria-label', countLabel(cart.count))
  }
  render(cartStore.getState())
  const unsubscribe = cartStore.subscribe(render)

  return { destroy: unsubscribe }
}
