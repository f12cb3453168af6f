/**
 * The social follow island: the template renders a link to the profile, which stays the button
 * whenever the platform's script cannot load (no network, a blocker, the 10 s timeout). When it
 * loads, the platform's own follow button takes the link's place. It renders nothing of its own,
 * so it needs no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { normalizeOptions } from './options.ts'
import { loadFollowPlatform } from './social-follow.ts'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const { username } = normalizeOptions(settings)
  const link = element.querySelector<HTMLElement>('a[href]')
  const holder = document.createElement('span')
  holder.className = 'atoll-follow-button'
  const cleanup = createCleanup()
  // Aborted by destroy(): the 10 s timer stops, and the script element goes unless another block still waits for it.
  const signal = cleanup.signal()

  element.dataset.followState = 'loading'
  loadFollowPlatform(signal)
    .then((platform) => {
      if (signal.aborted) return
      element.append(holder)
      return platform.widgets.createFollowButton(username, holder, { showCount: false })
    })
    .then((button) => {
      if (signal.aborted) return
      if (!button) throw new Error('no follow button')
      if (link) link.hidden = true
      element.dataset.followState = 'ready'
    })
    .catch(() => {
      if (signal.aborted) return
      // The profile link stays: the visitor can still follow from the platform's page.
      holder.remove()
      element.dataset.followState = 'fallback'
    })

  return {
    destroy() {
      cleanup.clear()
      holder.remove()
      if (link) link.hidden = false
      delete element.dataset.followState
    },
  }
}
