/**
 * The embed widget (`embed-widget`: a Zola registry, block type 63, or Acuity scheduling, 65). The
 * template renders the provider's container (`[data-part=widget]`: Zola's `a.zola-registry-embed`;
 * for Acuity, an element whose `data-frame-src` is the scheduling page) and a link to the same page
 * as `[data-part=fallback]`. When the block comes into view the island frames Acuity's page (from its
 * origin only: nothing is asked of the provider before) and loads the provider's script, from that
 * provider's origin only, beside the container as the provider expects. Until the script is there, and if it cannot load, the link stays (with a
 * message, and one console error). A few DOM calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { providerWidget } from '../../core/kit/provider-widget.ts'
import { allowedOrigin } from '../../core/security/url.ts'
import { normalizeOptions, PROVIDERS } from './options.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { provider, scriptUrl } = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  const cleanup = createCleanup()
  const container = element.querySelector('[data-part=widget]') ?? element
  const log = blockLogger('embed-widget', element)
  const allowedFrame = PROVIDERS[provider].frame
  const frameSrc = container.getAttribute('data-frame-src')
  let frame: HTMLIFrameElement | undefined
  if (allowedFrame && frameSrc) {
    const src = allowedOrigin(frameSrc, [allowedFrame])
    if (!src) throw new TypeError(`data-frame-src must be a page of ${allowedFrame}, got ${JSON.stringify(frameSrc)}`)
    frame = document.createElement('iframe')
    frame.src = src
    frame.className = 'acuity-embed-iframe'
    frame.title =
      container.getAttribute('data-title') || element.querySelector('[data-part=fallback]')?.textContent?.trim() || ''
    frame.setAttribute('loading', 'lazy')
    container.append(frame)
  }
  const widget = providerWidget(element, container, log)
  widget.load(scriptUrl, { allow: [PROVIDERS[provider].origin], signal: cleanup.signal(), parent: element })
  return {
    destroy() {
      cleanup.clear()
      widget.reset()
      frame?.remove()
    },
  }
}
