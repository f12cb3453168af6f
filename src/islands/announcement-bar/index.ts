/**
 * The announcement bar island. It shows the server's hidden bar in place, with a close button, and
 * remembers the dismissed version: a few attributes and one listener, so no renderer. A template that
 * labels the bar and its close button itself (`aria-label`, in the page's language) spares the page
 * the messages: they are imported only for a label the markup lacks.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { localStore } from '../../core/storage/storage.ts'
import css from './bar.css?inline'
import { DISMISSED_KEY, readDismissed, shouldShowBar } from './bar.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { version } = normalizeOptions(settings)
  const context = { showAnnouncementBar: page.showAnnouncementBar, signedIn: page.authenticatedAccount != null }
  if (!shouldShowBar(context, readDismissed(localStore.get(DISMISSED_KEY)), version)) return { destroy() {} }

  adoptStyles(css)
  const cleanup = createCleanup()
  let close = element.querySelector<HTMLElement>('[data-part=close]')
  const added = !close
  if (!close) {
    close = document.createElement('button')
    close.setAttribute('type', 'button')
    close.textContent = '×'
    element.append(close)
  }
  close.classList.add('atoll-announcement__close')
  const labelled = element.hasAttribute('aria-label')
  if (!labelled || !close.hasAttribute('aria-label')) {
    const { loadMessages, t } = await import('../../core/i18n/index.ts')
    await loadMessages(messages, page.locale)
    if (!close.hasAttribute('aria-label')) close.setAttribute('aria-label', t('blocks.announcementClose'))
    if (!labelled) element.setAttribute('aria-label', t('blocks.announcementLabel'))
  }
  element.setAttribute('role', 'region')
  element.classList.add('atoll-announcement')
  element.hidden = false

  const stop = cleanup.listen(close, 'click', () => {
    localStore.set(DISMISSED_KEY, { version })
    element.hidden = true
    stop()
  })

  return {
    destroy() {
      cleanup.clear()
      if (added) close.remove()
      else close.classList.remove('atoll-announcement__close')
      element.hidden = true
      element.classList.remove('atoll-announcement')
      element.removeAttribute('role')
      if (!labelled) element.removeAttribute('aria-label')
    },
  }
}
