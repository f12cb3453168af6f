/**
 * The button block. The template renders the link or button and it works without this island,
 * which only tells the analytics of it: `atoll:button` with `action: 'render'` once the block renders
 * in view (its moment is the default, visible) and `action: 'click'` for each click, with its
 * tracking fields. The tracking feature turns them into `/api/census/button-render` and
 * `/api/census/button-click`, through the consent gate. It changes nothing in the markup, so it needs
 * no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { emit } from '../../core/tracking/events.ts'
import { normalizeOptions } from './options.ts'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const button = normalizeOptions(settings, element)
  const cleanup = createCleanup()
  emit('atoll:button', { action: 'render', ...button })
  cleanup.listen(element, 'click', () => emit('atoll:button', { action: 'click', ...button }))
  return { destroy: cleanup.clear }
}
