/**
 * The commerce feature: links to the checkout routes get the hand-off (for the cart checkout, the
 * cart cookie checked first, with the spec's alert when it is missing; the subscribe, donate and gift
 * card URLs built with their parameters, with or without a cart), and the full-page cart (`#sqs-cart-root`) keeps every cart indicator in
 * step with the cart it shows. It enhances no markup, so it needs no renderer; the dialogs load only
 * for the alert.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { update } from '../../core/cart/store.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { safeUrl } from '../../core/security/url.ts'
import { getCookie } from '../../core/storage/cookies.ts'
import { CART_CHECKOUT, CART_COOKIE, CART_ROOT_ID, cartSummary, checkoutRoute, checkoutUrl } from './commerce.ts'
import messages from 'virtual:atoll-messages'

export function init(page: Readonly<PageContext>): IslandHandle {
  const cleanup = createCleanup()

  cleanup.listen(document, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
    const url = new URL(link.href)
    const route = checkoutRoute(url, location.origin)
    if (!route) return
    // spec: before going to the cart checkout a cart session cookie must exist; without it, an alert
    // and no navigation. The subscription, donation and gift card checkouts need no cart.
    if (route === CART_CHECKOUT && getCookie(CART_COOKIE) === undefined) {
      event.preventDefault()
      void alertSessionExpired(page)
      return
    }
    // The browser then follows the link as it would: same tab, new tab, a modifier key's choice.
    // The hand-off stays on the site: an http(s) URL of its own origin, or the link is left alone.
    const next = safeUrl(checkoutUrl(url, { ...link.dataset }, { websiteId: page.website?.id }), { sameOrigin: true })
    if (next) link.href = next
  })

  const root = document.getElementById(CART_ROOT_ID)
  if (root) {
    const log = blockLogger('commerce', root)
    const sync = () => {
      const json = root.getAttribute('data-cart')
      if (json === null) return
      try {
        update(cartSummary(json))
      } catch (error) {
        log.error((error as Error).message)
      }
    }
    sync()
    cleanup.observe(new MutationObserver(sync)).observe(root, { attributes: true, attributeFilter: ['data-cart'] })
  }

  return { destroy: cleanup.clear }
}

async function alertSessionExpired(page: Readonly<PageContext>): Promise<void> {
  const [{ dialog }, { loadMessages, t }] = await Promise.all([
    import('../../core/dialogs/index.ts'),
    import('../../core/i18n/index.ts'),
  ])
  await loadMessages(messages, page.locale)
  await dialog.alert({ message: t('cart.sessionExpired') })
}
