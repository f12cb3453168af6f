/**
 * The share island. The template renders a link per service that works without script; with the
 * island, a browser that has the Web Share API gets one "Share" button for the system's share sheet,
 * others open each service's page in a small window, and "Copy link" copies the address with a
 * 'Link copied' toast. Nothing is requested from any service before the visitor picks it: no
 * counters, no icons from their hosts, no scripts of theirs. Links and a button: plain DOM.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { allowedOrigin } from '../../core/security/url.ts'
import { normalizeOptions, SHARE_SERVICES, type ShareService } from './options.ts'
import { popupFeatures, SHARE_ORIGINS } from './share.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const log = blockLogger('share', element)
  const cleanup = createCleanup()
  await loadMessages(messages, page.locale)

  if (typeof navigator.share === 'function' && navigator.canShare?.({ url: options.url }) !== false) {
    // The system's share sheet holds every service the visitor uses: one button in place of the list.
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'atoll-share-button'
    button.textContent = t('content.share')
    const links = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
    for (const link of links) link.hidden = true
    element.append(button)
    cleanup.add(() => {
      button.remove()
      for (const link of links) link.hidden = false
    })
    cleanup.listen(button, 'click', () => {
      navigator.share({ url: options.url, title: options.title || document.title }).catch((error: unknown) => {
        // The visitor closing the sheet is no failure.
        if ((error as DOMException)?.name !== 'AbortError') log.error('the share sheet failed', error)
      })
    })
    return { destroy: cleanup.clear }
  }

  cleanup.listen(element, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-service]')
    if (!link || !element.contains(link) || event.defaultPrevented) return
    // A modified click keeps the browser's own meaning (a new tab, a download).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return
    const service = link.dataset.service as ShareService
    if (!SHARE_SERVICES.includes(service) || service === 'email') return
    event.preventDefault()
    if (service === 'copy') return void copy(options.url)
    const origin = SHARE_ORIGINS[service]
    const href = origin && allowedOrigin(link.href, [origin])
    if (!href) return log.error(`the ${service} link does not go to ${origin}: ${link.href}`)
    window.open(href, `atoll-share-${service}`, popupFeatures())
  })

  async function copy(text: string): Promise<void> {
    // Support: Safari. The write starts in the click itself: after an await (the toast's import) the
    // click's user activation is spent, and WebKit refuses the clipboard (NotAllowedError).
    const written = new Promise<void>((resolve, reject) => {
      navigator.clipboard.writeText(text).then(resolve, reject)
    })
    // Handled below, once the toast has loaded: a refusal before then is no unhandled rejection.
    written.catch(() => {})
    // The toast alone (plain DOM), not the dialogs that bring the renderer.
    const { toast } = await import('../../core/dialogs/toast.ts')
    try {
      await written
      await toast(t('content.linkCopied'))
    } catch (error) {
      log.error('the link was not copied', error)
      await toast(t('content.copyFailed'))
    }
  }

  return { destroy: cleanup.clear }
}
