/**
 * The Tock block: loads the provider's script and asks it for the business's widget in the block's
 * container (`#Tock_widget_container`, the id the provider renders into), and lays the block out as a
 * column at 750 px or less (`data-layout`). The server's `[data-part=fallback]` content stays until
 * the script is there; if it cannot load (no network, a blocked host) a message joins it. A few DOM
 * calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { loadScript, type ScriptError } from '../../core/security/script.ts'
import { normalizeOptions, TOCK_ORIGINS } from './options.ts'
import { CONTAINER_ID, layoutFor, tockQueue, type TockQueue } from './tock.ts'

declare global {
  interface Window {
    tock?: TockQueue
    _tock?: TockQueue
  }
}

export async function mount(element: HTMLElement, { settings }: IslandContext): Promise<IslandHandle> {
  const { businessName, scriptUrl } = normalizeOptions(settings as Record<string, unknown>)
  await loadMessages()
  const listening = new AbortController()
  const { signal } = listening
  const fallback = element.querySelector<HTMLElement>('[data-part=fallback]')
  const fallbackHidden = fallback?.hidden ?? false
  const given = element.querySelector<HTMLElement>('[data-part=widget]')
  const container = given ?? element.appendChild(document.createElement('div'))
  const givenId = container.id
  container.id ||= CONTAINER_ID
  const message = document.createElement('p')
  message.className = 'atoll-widget-message'
  message.setAttribute('role', 'status')

  const layout = () => (element.dataset.layout = layoutFor(element.getBoundingClientRect().width))
  layout()
  // The next frame, not the observer's callback: the new layout changes the block's height, which
  // the observer would have to report again within the same frame.
  let frame = 0
  const resized = new ResizeObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(layout)
  })
  resized.observe(element)

  const { tock, created } = tockQueue(window)
  tock('init', businessName)
  element.dataset.widget = 'loading'
  const label = `[atoll:tock] ${element.id ? `#${element.id}` : '<block>'}`
  loadScript(scriptUrl, { allow: TOCK_ORIGINS, signal, parent: element }).then(
    () => {
      if (signal.aborted || element.dataset.widget !== 'loading') return
      element.dataset.widget = 'loaded'
      if (fallback) fallback.hidden = true
    },
    (error: ScriptError) => {
      if (signal.aborted || element.dataset.widget !== 'loading') return
      element.dataset.widget = 'failed'
      console.error(
        error.reason === 'refused'
          ? `${label}: ${error.message}`
          : `${label}: The widget script did not load: ${scriptUrl}`,
      )
      message.textContent = t('blocks.widgetUnavailable')
      ;(fallback ?? container).after(message)
    },
  )

  return {
    destroy() {
      listening.abort()
      resized.disconnect()
      cancelAnimationFrame(frame)
      message.remove()
      if (given) {
        given.replaceChildren()
        if (givenId) given.id = givenId
        else given.removeAttribute('id')
      } else {
        container.remove()
      }
      if (fallback) fallback.hidden = fallbackHidden
      // The queue this island made goes with it, unless the provider's script took it over: a script
      // that ran cannot be unloaded, and keeps its global.
      if (created && element.dataset.widget !== 'loaded' && window.tock === tock) {
        delete window.tock
        if (window._tock === tock) delete window._tock
      }
      delete element.dataset.layout
      delete element.dataset.widget
    },
  }
}
