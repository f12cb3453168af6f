/** A slideshow's thumbnail strip (spec: linked galleries such as a thumbnail strip): a button per slide. */
import { createCleanup } from '../../core/kit/cleanup.ts'
import { t } from '../../core/i18n/index.ts'
import type { ImageWatcher } from '../../core/media/index.ts'
import type { GalleryContext, Part } from './context.ts'

/** Builds the strip when the settings ask for it (`thumbnails`, a stacked design, two slides or more). */
export function createThumbnails({ element, slides, options, nav }: GalleryContext, images: ImageWatcher): Part {
  const cleanup = createCleanup()
  if (!options.thumbnails || options.design !== 'stacked' || slides.length < 2) return { destroy: cleanup.clear }
  const strip =
    element.querySelector<HTMLElement>(':scope > [data-part=thumbnails]') ??
    element.appendChild(document.createElement('div'))
  strip.dataset.part = 'thumbnails'
  strip.setAttribute('role', 'group')
  strip.setAttribute('aria-label', t('media.thumbnails'))
  const thumbs: HTMLImageElement[] = []
  const buttons = slides.map((slide, i) => {
    const thumb = strip.appendChild(document.createElement('button'))
    thumb.type = 'button'
    thumb.setAttribute('aria-label', t('media.showSlide', { index: i + 1 }))
    // spec: video thumbnails 16:9 (controls.css)
    thumb.toggleAttribute('data-video', slide.video)
    if (slide.img) {
      const img = thumb.appendChild(document.createElement('img'))
      for (const name of ['src', 'imageDimensions', 'imageFocalPoint', 'sizeFormat'] as const) {
        if (slide.img.dataset[name] !== undefined) img.dataset[name] = slide.img.dataset[name]
      }
      img.dataset.fit = 'content-fill'
      img.alt = ''
      thumbs.push(img)
    }
    cleanup.listen(thumb, 'click', () => nav.goTo(i))
    return thumb
  })
  images.add(thumbs)
  const show = (at: number) =>
    buttons.forEach((thumb, i) => {
      if (i !== at) return thumb.removeAttribute('aria-current')
      thumb.setAttribute('aria-current', 'true')
      const left = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2
      strip.scrollTo({ left, behavior: nav.speed() ? 'smooth' : 'auto' })
    })
  show(nav.index())
  cleanup.add(nav.onChange(show))
  return { destroy: cleanup.clear }
}
