/**
 * The reservation block: loads the provider's widget script (an iframe, no overlay, the theme for
 * the block's width) into the block, and loads it again when the width crosses 850 px. The server's
 * `[data-part=fallback]` content stays until the widget is there; if the script cannot load (no
 * network, a blocked host) a message joins it. A signed-in owner sees the widget behind a shield
 * that answers with the 'Preview Only' alert (spec section 6). A few DOM calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { loadScript, type ScriptError } from '../../core/security/script.ts'
import { normalizeOptions, RESERVATION_ORIGINS } from './options.ts'
import css from './reservation.css?inline'
import { isOwner, type Theme, themeFor, widgetUrl } from './reservation.ts'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { scriptUrl } = normalizeOptions(settings as Record<string, unknown>)
  await loadMessages()
  adoptStyles(css)
  const listening = new AbortController()
  const { signal } = listening
  const fallback = element.querySelector<HTMLElement>('[data-part=fallback]')
  const fallbackHidden = fallback?.hidden ?? false
  const given = element.querySelector<HTMLElement>('[data-part=widget]')
  const host = given ?? element.appendChild(document.createElement('div'))
  const message = document.createElement('p')
  message.className = 'atoll-widget-message'
  message.setAttribute('role', 'status')
  element.classList.add('atoll-reservation')
  let theme: Theme | undefined
  /** Releases the script of the theme shown now. */
  let release: AbortController | undefined
  const label = `[atoll:reservation] ${element.id ? `#${element.id}` : '<block>'}`

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
    release?.abort()
    const current = (release = new AbortController())
    host.replaceChildren()
    message.remove()
    element.dataset.widget = 'loading'
    // The provider's loader renders next to its own script element: it goes in the host.
    loadScript(src, { allow: RESERVATION_ORIGINS, signal: current.signal, parent: host }).then(
      () => {
        if (current.signal.aborted || signal.aborted || element.dataset.widget !== 'loading') return
        element.dataset.widget = 'loaded'
        if (fallback) fallback.hidden = true
      },
      (error: ScriptError) => {
        if (current.signal.aborted || signal.aborted || element.dataset.widget !== 'loading') return
        element.dataset.widget = 'failed'
        // spec: reservation widget failures log to console
        console.error(
          error.reason === 'refused'
            ? `${label}: ${error.message}`
            : `${label}: The widget script did not load: ${src}`,
        )
        message.textContent = t('blocks.widgetUnavailable')
        ;(fallback ?? host).after(message)
      },
    )
  }

  load()
  // The next frame, not the observer's callback: swapping the widget changes the block's size, which
  // the observer would have to report again within the same frame.
  let frame = 0
  const resized = new ResizeObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(load)
  })
  resized.observe(element)

  let shield: HTMLButtonElement | undefined
  if (isOwner(page)) {
    shield = document.createElement('button')
    shield.type = 'button'
    shield.className = 'atoll-preview-shield'
    shield.setAttribute('aria-label', t('common.previewOnly'))
    shield.addEventListener(
      'click',
      async () => {
        const { dialog } = await import('../../core/dialogs/index.ts')
        await dialog.alert({ title: t('common.previewOnly'), message: t('common.previewOnlyMessage') })
      },
      { signal },
    )
    element.append(shield)
  }

  return {
    destroy() {
      listening.abort()
      resized.disconnect()
      cancelAnimationFrame(frame)
      release?.abort()
      if (given) given.replaceChildren()
      else host.remove()
      message.remove()
      shield?.remove()
      if (fallback) fallback.hidden = fallbackHidden
      element.classList.remove('atoll-reservation')
      delete element.dataset.widget
    },
  }
}
