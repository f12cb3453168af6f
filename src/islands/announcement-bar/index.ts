/**
 * The announcement bar island. It shows the server's hidden bar in place, with a close button, and
 * remembers the dismissed version: a few attributes and one listener, so no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { localStore } from '../../core/storage/storage.ts'
import css from './bar.css?inline'
import { DISMISSED_KEY, readDismissed, shouldShowBar } from './bar.ts'
import { normalizeOptions } from './options.ts'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { version } = normalizeOptions(settings)
  const context = { showAnnouncementBar: page.showAnnouncementBar, signedIn: page.authenticatedAccount != null }
  if (!shouldShowBar(context, readDismissed(localStore.get(DISMISSED_KEY)), version)) return { destroy() {} }

  await loadMessages()
  adoptStyles(css)
  const cleanup = createCleanup()
  let close = element.querySelector<HTMLElement>('[data-part=close]')
  const added = !close
  if (!close) {
    close = document.createElement('button')
    close.setAttribute('type', 'button')
    close.className = 'atoll-announcement__close'
    close.textContent = '×'
    element.append(close)
  }
  close.setAttribute('aria-label', t('blocks.announcementClose'))
  element.setAttribute('role', 'region')
  element.setAttribute('aria-label', t('blocks.announcementLabel'))
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
      element.hidden = true
      element.classList.remove('atoll-announcement')
      element.removeAttribute('role')
      element.removeAttribute('aria-label')
    },
  }
}
