/**
 * The cart page island (`cart`, on `#sqs-cart-root`): the visitor's cart from the server, with a
 * quantity stepper and removal per entry, the subtotal, and checkout through the commerce feature's
 * hand-off. Changes show at once and roll back with the spec's message when the server refuses;
 * every cart indicator follows through the cart store, and the cart in other open tabs follows
 * through a BroadcastChannel. Drawn with the renderer into an element of its own.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { CART_PATH, update } from '../../core/cart/store.ts'
import { del, get, put } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { DEFAULT_LOCALE, loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { committedView, hydrate, type Root } from '../../core/kit/hydrate.ts'
import { RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import { pageCurrency } from '../../core/money/index.ts'
import { type CartEntry, readCart, renderInputs } from './cart.ts'
import { CartPage, type CartPageProps, entryPath, RefreshFailed } from './Cart.tsx'
import css from './cart.css?inline'
import { type CartApi, createCartController } from './controller.ts'
import { normalizeOptions } from './options.ts'
import { openCartChannel } from './sync.ts'
import messages from 'virtual:atoll-messages'

/** The cart calls through the core's data layer. */
export const cartApi: CartApi = {
  load: async (signal) => readCart(await get(CART_PATH, { signal })),
  setQuantity: async (entryId, quantity, signal) =>
    readCart(await put(entryPath(entryId), { json: { quantity }, signal })),
  remove: async (entryId, signal) => readCart(await del(entryPath(entryId), { signal })),
}

/** Asks through Atoll's confirm dialog (a chunk of its own, loaded on the first removal). */
async function confirmRemove(entry: CartEntry): Promise<boolean> {
  const { dialog } = await import('../../core/dialogs/index.ts')
  const outcome = await dialog.confirm({
    title: t('cart.removeConfirm', { title: entry.title }),
    style: 'confirm-cancel',
    confirmText: t('cart.remove'),
  })
  return outcome === 'confirm'
}

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  const cleanup = createCleanup(signal)
  // Aborts the cart's calls on destroy, also the first load while mount() waits for it.
  const destroyed = cleanup.signal()
  const channel = openCartChannel(cleanup, (cart) => controller.receive(cart))
  const controller = createCartController({
    api: cartApi,
    confirmRemove,
    onConfirmed: (cart) => channel.post(cart),
    signal: destroyed,
  })
  // Every cart indicator shows what the page shows, optimistic changes and rollbacks included.
  cleanup.add(
    controller.store.subscribe(({ phase, cart }) => {
      if (phase === 'ready') update({ count: cart.totalQuantity, subtotal: cart.subtotalCents })
    }),
  )
  // A tab shown again may have missed a change made elsewhere (a product page adding): ask again.
  cleanup.listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'visible') void controller.load(true)
  })

  const props: CartPageProps = {
    controller,
    minimumSubtotalCents: options.minimumSubtotalCents,
    storeUrl: options.storeUrl ?? '/',
    currency: pageCurrency(),
    base: location.href,
    blockId: element.id,
  }
  const view = (committed?: () => void) => committedView(createElement(CartPage, props), committed)
  // A server's rendering of the cart stays on the page while the cart loads; it is hydrated when it
  // shows the cart the server answers now, else the drawn cart takes its place.
  const rendered = element.querySelector<HTMLElement>(`:scope > [${RENDERED_ATTRIBUTE}]`)
  let container: HTMLElement = document.createElement('div')
  let root: Root | undefined
  /** What destroy() puts back in the container's place: the server's rendering. */
  let restore: Node | undefined

  /** The cart loaded: the server's rendering hydrated when it shows that cart, else the drawn cart in its place. */
  async function takeOver(rendered: HTMLElement): Promise<void> {
    const inputs = renderInputs(controller.store.getState().cart, props, {
      blockId: element.id,
      locale: page.locale ?? DEFAULT_LOCALE,
      currency: props.currency,
    })
    if (serverRendered(element, inputs)) {
      restore = rendered.cloneNode(true)
      container = rendered
      root = await hydrate(container, view)
    } else {
      restore = rendered
      rendered.replaceWith(container)
      const drawn = createRoot(container)
      root = drawn
      await new Promise<void>((committed) => drawn.render(view(committed)))
    }
  }

  const handle: IslandHandle = {
    destroy() {
      cleanup.clear()
      root?.unmount()
      if (restore) container.replaceWith(restore)
      else container.remove()
    },
  }

  if (rendered) {
    // The cart asked for, and then hydrated, each in a task of its own: with the set-up above they
    // would make the mount one long task on a slow phone (the figures are in the commit that split them).
    await nextTask()
    await controller.load()
    await nextTask()
    // Destroyed while the cart loaded: the server's cart stays as it is.
    if (destroyed.aborted) return handle
    if (controller.store.getState().phase === 'ready') await takeOver(rendered)
    else {
      // Unloaded, the server's cart stays, usable as plain forms, under a notice that it may be out
      // of date; the first cart loaded later (the notice's retry, the tab shown again, another tab's
      // cart) takes over as above.
      const box = document.createElement('div')
      rendered.before(box)
      const notice = createRoot(box)
      await new Promise<void>((committed) =>
        notice.render(committedView(createElement(RefreshFailed, { controller }), committed)),
      )
      const dismiss = cleanup.add(() => {
        notice.unmount()
        box.remove()
      })
      const ready = () => {
        stop()
        dismiss()
        void takeOver(rendered)
      }
      const stop = cleanup.add(
        controller.store.subscribe(({ phase }) => {
          if (phase === 'ready') ready()
        }),
      )
      // A cart that came while the notice was being drawn (another tab's) takes over at once.
      if (controller.store.getState().phase === 'ready' && !destroyed.aborted) ready()
    }
  } else {
    element.append(container)
    const drawn = createRoot(container)
    root = drawn
    // Rendered once: the loading state, its first commit awaited; the loaded cart (or the failure)
    // comes through the store, and mount() resolves once the view has drawn it.
    const shown = new Promise<void>((resolve) => {
      props.onShown = resolve
    })
    await new Promise<void>((committed) => drawn.render(view(committed)))
    await controller.load()
    // Still loading (destroyed, or a change under way): nothing more to wait for.
    if (!destroyed.aborted && controller.store.getState().phase !== 'loading') await shown
  }
  return handle
}
