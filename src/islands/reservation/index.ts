/**
 * The reservation block: loads the provider's widget script (an iframe, no overlay, the theme for
 * the block's width) into the block, and loads it again when the width crosses 850 px. The server's
 * `[data-part=fallback]` content stays until the widget is there; if the script cannot load (no
 * network, a blocked host) a message joins it. A signed-in owner sees the widget behind a shield
 * that answers with the 'Preview Only' alert (spec section 6). A few DOM calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { providerWidget } from '../../core/kit/provider-widget.ts'
import { afterResize } from '../../core/kit/resize.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { normalizeOptions, RESERVATION_ORIGINS } from './options.ts'
import css from './reservation.css?inline'
import { isOwner, type Theme, themeFor, widgetUrl } from './reservation.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { scriptUrl } = normalizeOptions(settings)
  await loadMessages(messages)
  adoptStyles(css)
  const cleanup = createCleanup()
  const given = element.querySelector<HTMLElement>('[data-part=widget]')
  const host = given ?? element.appendChild(document.createElement('div'))
  const widget = providerWidget(element, host, blockLogger('reservation', element))
  element.classList.add('atoll-reservation')
  let theme: Theme | undefined
  /** Releases the script of the theme shown now. */
  let release = () => {}

  /** (Re)loads the provider's script for the block's width, when that changes the theme. */
  function load(): void {
    const wanted = themeFor(element.getBoundingClientRect().width)
    if (wanted === theme) return
    theme = wanted
    let src = scriptUrl
    try {
      src = widgetUrl(scriptUrl, theme, document.baseURI)
    } catch {
      // Not a URL: loadScript refuses it as it is.
    }
    release()
    const current = new AbortController()
    release = cleanup.add(() => current.abort())
    host.replaceChildren()
    // The provider's loader renders next to its own script element: it goes in the host.
    widget.load(src, { allow: RESERVATION_ORIGINS, signal: current.signal, parent: host })
  }

  load()
  afterResize(cleanup, element, load)

  let shield: HTMLButtonElement | undefined
  if (isOwner(page)) {
    shield = document.createElement('button')
    shield.type = 'button'
    shield.className = 'atoll-preview-shield'
    shield.setAttribute('aria-label', t('common.previewOnly'))
    cleanup.listen(shield, 'click', async () => {
      const { dialog } = await import('../../core/dialogs/index.ts')
      await dialog.alert({ title: t('common.previewOnly'), message: t('common.previewOnlyMessage') })
    })
    element.append(shield)
  }

  return {
    destroy() {
      cleanup.clear()
      if (given) given.replaceChildren()
      else host.remove()
      shield?.remove()
      widget.reset()
      element.classList.remove('atoll-reservation')
    },
  }
}
