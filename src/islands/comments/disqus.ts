/**
 * Comments kept by Disqus: its embed, loaded when the comments come into view (the island's moment),
 * and its count script, which fills the page's `[data-disqus-count]` links. Both come from the
 * shortname's own host, checked on the parsed URL; nothing is asked of Disqus before.
 */
import { loadScript } from '../../core/security/script.ts'

/** A Disqus shortname: letters, digits and hyphens (it becomes a host name). */
const SHORTNAME = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/i

export function disqusOrigin(shortname: unknown): string | undefined {
  return typeof shortname === 'string' && SHORTNAME.test(shortname)
    ? `https://${shortname.toLowerCase()}.disqus.com`
    : undefined
}

declare global {
  interface Window {
    disqus_config?: (this: { page: { url?: string; identifier?: string } }) => void
  }
}

/**
 * Loads the embed into `element` for the item, and the count script when the page has count links.
 * @throws TypeError when the shortname is not one.
 */
export async function loadDisqus(
  element: HTMLElement,
  { shortname, itemId, signal }: { shortname: unknown; itemId: string; signal: AbortSignal },
): Promise<void> {
  const origin = disqusOrigin(shortname)
  if (!origin) throw new TypeError(`comments: disqusShortname is not a Disqus shortname: ${String(shortname)}`)
  const thread = document.createElement('div')
  thread.id = 'disqus_thread'
  element.append(thread)
  signal.addEventListener('abort', () => thread.remove())
  const url = location.href.split('#')[0]
  window.disqus_config = function () {
    this.page.url = url
    this.page.identifier = itemId
  }
  const loads = [loadScript(`${origin}/embed.js`, { allow: [origin], signal })]
  if (document.querySelector('[data-disqus-count]')) {
    loads.push(loadScript(`${origin}/count.js`, { allow: [origin], signal }))
  }
  await Promise.all(loads)
}
