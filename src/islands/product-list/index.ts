/**
 * The product list island: it enhances the server's cards in place. A category link filters the
 * cards without a page load and keeps the address (`?category=`), so Back and Forward restore each
 * filter; without script the links are plain links the server answers with the same cards hidden.
 * A card with a second image shows it while pointed at or focused. No renderer: it only toggles
 * attributes of the server's markup.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { normalizeOptions } from './options.ts'
import css from './product-list.css?inline'
import { cardCategories, categoryOf, shows } from './product-list.ts'
import messages from 'virtual:atoll-messages'

/** Set on a card while its second image shows. */
export const ALTERNATE_ATTRIBUTE = 'data-alternate'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()
  const cards = [...element.querySelectorAll<HTMLElement>('[data-part=item]')].map((card) => ({
    card,
    categories: cardCategories(card.dataset.categories),
  }))
  const links = [...element.querySelectorAll<HTMLAnchorElement>('a[data-part=category]')]

  // A polite status, so a screen reader hears what a filter left.
  const status = document.createElement('p')
  status.className = 'atoll-visually-hidden'
  status.setAttribute('role', 'status')
  element.prepend(status)
  cleanup.add(() => status.remove())

  let current: string | undefined = categoryOf(location.href)
  const filter = (category: string | undefined, announce: boolean) => {
    current = category
    let count = 0
    for (const { card, categories } of cards) {
      card.hidden = !shows(categories, category)
      if (!card.hidden) count++
    }
    for (const link of links) {
      if (categoryOf(link.href) === category) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    if (announce) status.textContent = t('store.productCount', { count })
  }
  filter(current, false)

  cleanup.listen(element, 'click', (event) => {
    const link = (event.target as Element).closest?.('a[data-part=category]')
    if (!(link instanceof HTMLAnchorElement) || !links.includes(link)) return
    // A modifier or another button keeps the browser's own meaning (a new tab, a download).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const url = new URL(link.href)
    if (url.origin !== location.origin || url.pathname !== location.pathname) return
    event.preventDefault()
    const category = categoryOf(url.href)
    if (category === current) return
    history.pushState(history.state, '', url.href)
    filter(category, true)
  })
  cleanup.listen(window, 'popstate', () => filter(categoryOf(location.href), true))

  for (const { card } of cards) {
    if (card.querySelectorAll('img').length < 2) continue
    const show = () => card.setAttribute(ALTERNATE_ATTRIBUTE, '')
    const hide = () => card.removeAttribute(ALTERNATE_ATTRIBUTE)
    cleanup.listen(card, 'pointerenter', show)
    cleanup.listen(card, 'pointerleave', hide)
    cleanup.listen(card, 'focusin', show)
    cleanup.listen(card, 'focusout', hide)
    cleanup.add(hide)
  }

  return { destroy: cleanup.clear }
}
