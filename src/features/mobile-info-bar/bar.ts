/**
 * The `mobile-info-bar` feature (CONTRACT.md section 9): at 1024 px wide or less (spec), a bar at
 * the bottom of the viewport with the site's contact items switched on in
 * `websiteSettings.mobileInfoBarSettings`: email (`mailto:`), phone (`tel:`), location (a maps
 * search) as links, and the opening hours as a disclosure. A complementary landmark named "Contact
 * information"; its dismiss button hides it for the rest of the tab's session.
 *
 * It never covers the cookie banner: while the banner (or its preferences button) is fixed in the
 * lower half of the viewport, the bar sits just above it, and follows it as it changes size or goes.
 *
 * DOM code without the renderer: a few static elements, drawn once. The feature's entry (`index.ts`)
 * loads this module, with its messages, only at that width.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { sessionStore } from '../../core/storage/storage.ts'
import { DISMISSED_KEY, infoItems, liftAbove, type InfoItem } from './info-bar.ts'
import css from './mobile-info-bar.css?inline'
import messages from 'virtual:atoll-messages'

/** The cookie banner's fixed parts (the `cookie-banner` feature's classes). */
const COOKIE_BANNER = '.atoll-cookie-banner, .atoll-cookie-preferences'

const LABELS = {
  email: 'pages.infoBarEmail',
  phone: 'pages.infoBarCall',
  location: 'pages.infoBarLocation',
  hours: 'pages.infoBarHours',
} as const

export async function showBar(page: Readonly<PageContext>): Promise<IslandHandle> {
  const settings = page.websiteSettings?.mobileInfoBarSettings
  const items = infoItems(settings)
  if (inEditor() || !items.length || sessionStore.get(DISMISSED_KEY)) return { destroy() {} }
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()

  const bar = document.createElement('aside')
  bar.className = 'atoll-info-bar'
  bar.setAttribute('aria-label', t('pages.infoBar'))
  if (settings?.style === 'dark') bar.dataset.style = 'dark'
  const list = document.createElement('ul')
  list.append(...items.map(item))
  const dismiss = document.createElement('button')
  dismiss.type = 'button'
  dismiss.setAttribute('aria-label', t('pages.infoBarDismiss'))
  dismiss.textContent = '×'
  bar.append(list, dismiss)
  const spacer = document.createElement('div')
  spacer.className = 'atoll-info-bar-spacer'
  document.body.append(spacer, bar)
  cleanup.add(() => {
    bar.remove()
    spacer.remove()
  })

  cleanup.listen(dismiss, 'click', () => {
    sessionStore.set(DISMISSED_KEY, true)
    cleanup.clear()
  })

  // The cookie banner comes, changes size, answers (its preferences button comes) and goes: the
  // bar is placed again in the next frame, once however many of these came.
  let placing = false
  const later = () => {
    if (!placing) cleanup.frame(avoid)
    placing = true
  }
  const sizes = cleanup.observe(new ResizeObserver(later))
  const watched = new Set<Element>()
  function avoid(): void {
    placing = false
    const obstacles = [...document.querySelectorAll(COOKIE_BANNER)].filter(
      (element) => getComputedStyle(element).position === 'fixed',
    )
    for (const element of obstacles) if (!watched.has(element)) sizes.observe(element)
    watched.clear()
    for (const element of obstacles) watched.add(element)
    const lift = liftAbove(
      obstacles.map((element) => element.getBoundingClientRect()),
      innerHeight,
    )
    bar.style.bottom = `${lift}px`
  }
  cleanup.observe(new MutationObserver(later)).observe(document.body, { childList: true })
  cleanup.listen(window, 'resize', later)
  avoid()

  return { destroy: () => cleanup.clear() }
}

/** One item: a link with its label shown and its value for screen readers, or the hours' disclosure. */
function item({ kind, text, href }: InfoItem): HTMLLIElement {
  const li = document.createElement('li')
  const label = t(LABELS[kind])
  if (!href) {
    const details = document.createElement('details')
    const summary = document.createElement('summary')
    summary.textContent = label
    const hours = document.createElement('p')
    hours.textContent = text
    details.append(summary, hours)
    li.append(details)
    return li
  }
  const link = document.createElement('a')
  link.href = href
  link.title = text
  const value = document.createElement('span')
  value.className = 'atoll-visually-hidden'
  value.textContent = ` ${text}`
  link.append(label, value)
  // The maps search is another site: a new tab keeps the visitor's place here.
  if (kind === 'location') {
    link.target = '_blank'
    link.rel = 'noopener'
  }
  li.append(link)
  return li
}
