/**
 * The Tock block: loads the provider's script and asks it for the business's widget in the block's
 * container (`#Tock_widget_container`, the id the provider renders into), and lays the block out as a
 * column at 750 px or less (`data-layout`). The server's `[data-part=fallback]` content stays until
 * the script is there; if it cannot load (no network, a blocked host) a message joins it. A few DOM
 * calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { providerWidget } from '../../core/kit/provider-widget.ts'
import { afterResize } from '../../core/kit/resize.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { normalizeOptions, TOCK_ORIGINS } from './options.ts'
import { CONTAINER_ID, layoutFor, tockQueue, type TockQueue } from './tock.ts'
import messages from 'virtual:atoll-messages'

declare global {
  interface Window {
    tock?: TockQueue
    _tock?: TockQueue
  }
}

export async function mount(element: HTMLElement, { settings }: IslandContext): Promise<IslandHandle> {
  const { businessName, scriptUrl } = normalizeOptions(settings)
  await loadMessages(messages)
  const cleanup = createCleanup()
  const given = element.querySelector<HTMLElement>('[data-part=widget]')
  const container = given ?? element.appendChild(document.createElement('div'))
  const givenId = container.id
  container.id ||= CONTAINER_ID

  const layout = () => (element.dataset.layout = layoutFor(element.getBoundingClientRect().width))
  layout()
  afterResize(cleanup, element, layout)

  const { tock, created } = tockQueue(window)
  tock('init', businessName)
  const widget = providerWidget(element, container, blockLogger('tock', element))
  widget.load(scriptUrl, { allow: TOCK_ORIGINS, signal: cleanup.signal(), parent: element })

  return {
    destroy() {
      cleanup.clear()
      if (given) {
        given.replaceChildren()
        if (givenId) given.id = givenId
        else given.removeAttribute('id')
      } else {
        container.remove()
      }
      // The queue this island made goes with it, unless the provider's script took it over: a script
      // that ran cannot be unloaded, and keeps its global.
      if (created && element.dataset.widget !== 'loaded' && window.tock === tock) {
        delete window.tock
        if (window._tock === tock) delete window._tock
      }
      widget.reset()
      delete element.dataset.layout
    },
  }
}
