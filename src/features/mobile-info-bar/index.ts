/**
 * The `mobile-info-bar` feature's entry: the bar applies at 1024 px wide or less (spec), so its code
 * and messages (`bar.ts`) load only at such a width, when the page starts or when the window
 * narrows to it later. A desktop visitor's page loads this entry alone. The bar's stylesheet keeps
 * the same width rule, for a window widened again once the bar is shown.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { blockLogger } from '../../core/kit/log.ts'

/** The width the bar applies at (spec: 1024 or less), as the stylesheet says it. */
export const NARROW = '(max-width: 1024px)'

export function init(page: Readonly<PageContext>): Promise<IslandHandle> {
  const show = () => import('./bar.ts').then(({ showBar }) => showBar(page))
  const narrow = matchMedia(NARROW)
  // Narrow now: the runtime reports a failure to show it, as any feature's.
  if (narrow.matches) return show()
  let bar: Promise<IslandHandle | undefined> | undefined
  let destroyed = false
  const narrowed = () => {
    if (!narrow.matches || bar) return
    narrow.removeEventListener('change', narrowed)
    bar = show().then(
      (handle) => (destroyed ? void handle.destroy() : handle),
      (error: unknown) => void blockLogger('mobile-info-bar').error('the bar did not load', error),
    )
  }
  narrow.addEventListener('change', narrowed)
  return Promise.resolve({
    destroy() {
      destroyed = true
      narrow.removeEventListener('change', narrowed)
      void bar?.then((handle) => handle?.destroy())
    },
  })
}
