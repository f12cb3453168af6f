/**
 * The button block. The template renders the link or button and it works without this island,
 * which only counts it: `/api/census/button-render` once the block renders in view (its moment is
 * the default, visible) and `/api/census/button-click` for each click, both through the consent
 * gate. It changes nothing in the markup, so it needs no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { recordButton } from '../../core/tracking/census.ts'
import { normalizeOptions } from './options.ts'

export function mount(element: HTMLElement, { settings, page }: IslandContext): IslandHandle {
  const button = normalizeOptions(settings, element)
  const cleanup = createCleanup()
  // Census calls waiting for the visitor's consent: clear() cancels them.
  cleanup.add(recordButton('render', button, page))
  cleanup.listen(element, 'click', () => cleanup.add(recordButton('click', button, page)))
  return { destroy: cleanup.clear }
}
