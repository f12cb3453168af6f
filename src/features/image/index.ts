/**
 * The image feature: every `img[data-src]` of the page (CONTRACT.md section 3, `image`) is loaded at
 * the width its box needs, also those added later. A page-wide feature rather than a block kind: an
 * image needs no `data-block`, and the loader scans only blocks. Images inside a gallery belong to
 * the gallery, which loads them through the same core loader as its slides come and go; if the
 * gallery fails, they are this feature's again.
 *
 * A template may still write the contract's `data-block="image"`: `mount` then loads the block's
 * images itself (so they load even on a page whose first scan had none), and the feature leaves
 * them to it.
 */
import type { IslandContext, IslandHandle, PageContext } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { resetImage, watchImages } from '../../core/media/index.ts'

export const IMAGE_SELECTOR = 'img[data-src]'

/** Images in a gallery, or in an image block, are left to that island unless it failed. */
const OWNED = ':is([data-block="gallery"], [data-block="image"]):not([data-island-state="failed"])'

/** Whether the settings name a design or a mask: only then is their chunk loaded. */
const hasDesign = (settings: unknown): boolean =>
  settings !== null && typeof settings === 'object' && ('design' in settings || 'mask' in settings)

/**
 * An `image` block: its own images (or itself, an img), loaded through the core loader, and its
 * design and mask (CONTRACT.md section 11) when its settings name them.
 */
export function mount(element: HTMLElement, context?: IslandContext): IslandHandle {
  const settings = context?.settings
  const found = element.matches(IMAGE_SELECTOR)
    ? [element as HTMLImageElement]
    : [...element.querySelectorAll<HTMLImageElement>(IMAGE_SELECTOR)]
  // spec: image messages, 'No image'
  if (!found.length) blockLogger('image', element).warn('No image')
  const images = watchImages()
  images.add(found)
  let destroyed = false
  let undo = () => {}
  if (hasDesign(settings))
    import('./image-designs.ts').then(
      ({ applyDesign }) => {
        if (!destroyed) undo = applyDesign(element, settings)
      },
      (error: unknown) => blockLogger('image', element).error('Could not load its design', error),
    )
  return {
    destroy() {
      destroyed = true
      undo()
      images.destroy()
    },
  }
}

export function init(_page: Readonly<PageContext>): IslandHandle {
  const cleanup = createCleanup()
  const images = watchImages()
  cleanup.add(() => images.destroy())
  const seen = new Set<HTMLImageElement>()

  // Images added or removed later are handled once per frame, however many mutations came.
  let pending = false
  const mutations = cleanup.observe(
    new MutationObserver((records) => {
      for (const { type, attributeName, target } of records) {
        // A new source is a new image: read its attributes again.
        if (type !== 'attributes' || attributeName !== 'data-src' || !seen.delete(target as HTMLImageElement)) continue
        images.remove(target as HTMLImageElement)
        resetImage(target as HTMLImageElement)
      }
      if (!pending) cleanup.frame(sync)
      pending = true
    }),
  )

  function sync(): void {
    pending = false
    for (const img of seen) {
      if (img.isConnected && !img.closest(OWNED)) continue
      images.remove(img)
      seen.delete(img)
    }
    const added: HTMLImageElement[] = []
    for (const img of document.querySelectorAll<HTMLImageElement>(IMAGE_SELECTOR)) {
      if (seen.has(img) || img.closest(OWNED)) continue
      seen.add(img)
      added.push(img)
    }
    images.add(added)
  }

  sync()
  mutations.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-island-state', 'data-src'],
  })

  return {
    destroy() {
      cleanup.clear()
      pending = false
      seen.clear()
    },
  }
}
