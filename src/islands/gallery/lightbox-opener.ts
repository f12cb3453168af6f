/**
 * Opens the gallery's lightbox: lightbox.ts is a chunk of its own (PhotoSwipe), imported on the
 * first open. The lightbox follows the gallery's index, holds its autoplay, and gives the focus back
 * to the slide it closes on.
 */
import { closedUrl } from './address.ts'
import type { Autoplay } from './autoplay.ts'
import type { GalleryContext, Part } from './context.ts'
import type { LightboxHandle, LightboxItem } from './lightbox.ts'

export interface LightboxOpener extends Part {
  /** Opens it on slide `at`; `fromAddress` when the address named that slide. */
  open(at: number, fromAddress?: boolean): void
  isOpen(): boolean
}

export function createLightboxOpener(
  { slides, options, nav, log }: GalleryContext,
  autoplay: Autoplay,
): LightboxOpener {
  let lightbox: Promise<LightboxHandle | undefined> | undefined
  let destroyed = false

  function open(at: number, fromAddress = false): void {
    if (lightbox || destroyed) return
    const entries = slides.map((slide, i) => [slide, i] as const).filter(([slide]) => slide.img && !slide.video)
    const start = Math.max(
      0,
      entries.findIndex(([, i]) => i === at),
    )
    const items: LightboxItem[] = entries.map(([slide]) => ({
      img: slide.img!,
      caption: slide.element.querySelector('[data-part=caption]')?.textContent?.trim() ?? '',
      key: slide.id ?? slide.url,
    }))
    if (!items.length) return
    autoplay.pause('lightbox', true)
    lightbox = import('./lightbox.ts')
      .then(({ openLightbox }) =>
        destroyed
          ? undefined
          : openLightbox({
              items,
              index: start,
              theme: options.lightboxTheme,
              fromAddress,
              ...(fromAddress && { closedUrl: closedUrl(slides[at]) }),
              change: (i) => nav.goTo(entries[i]?.[1], { instant: true }),
              closed(i) {
                lightbox = undefined
                autoplay.pause('lightbox', false)
                const media = slides[entries[i]?.[1] ?? nav.index()]?.media
                if (media && !media.hasAttribute('tabindex')) media.tabIndex = -1
                media?.focus({ preventScroll: true })
              },
            }),
      )
      .catch((error: unknown) => {
        lightbox = undefined
        autoplay.pause('lightbox', false)
        log.error('the lightbox did not load', error)
        return undefined
      })
  }

  return {
    open,
    isOpen: () => lightbox !== undefined,
    destroy() {
      destroyed = true
      void lightbox?.then((handle) => handle?.destroy())
    },
  }
}
