/**
 * The gallery's names and roles (WAI-ARIA carousel pattern for the moving designs): a labelled
 * region of slides, 'Slide N of M', the current slide, and the roving tab stop of the layouts that
 * show every slide.
 */
import { t } from '../../core/i18n/index.ts'
import type { GalleryContext } from './context.ts'

/** Names the region, its track and its slides; a slide that opens the lightbox is a button, a click-through one a link. */
export function labelGallery({ element, track, slides, motion, options, id, nav }: GalleryContext): void {
  const count = slides.length
  if (!element.hasAttribute('role')) element.setAttribute('role', 'region')
  if (motion !== 'none') element.setAttribute('aria-roledescription', 'carousel')
  if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
    element.setAttribute('aria-label', t('media.gallery'))
  track.id ||= `${id}-slides`
  slides.forEach((slide, i) => {
    const label = t('media.slideOf', { index: i + 1, count })
    slide.element.setAttribute('role', 'group')
    slide.element.setAttribute('aria-roledescription', 'slide')
    slide.element.setAttribute('aria-label', label)
    const { media } = slide
    if (!media || slide.video || !(options.lightbox || slide.clickThrough)) return
    // One tab stop for the layouts that show every slide; a link is focusable as it is.
    if (motion === 'none') media.tabIndex = i === nav.index() ? 0 : -1
    else if (!slide.clickThrough) media.tabIndex = 0
    if (!slide.clickThrough) {
      media.setAttribute('role', 'button')
      media.setAttribute('aria-haspopup', 'dialog')
    }
    media.setAttribute('aria-label', slide.img?.alt || label)
  })
}

/** The current slide is `data-current`; in the layouts that show every slide, the one tab stop. */
export function markCurrent({ slides, motion, nav }: GalleryContext): void {
  const index = nav.index()
  for (const [i, slide] of slides.entries()) {
    slide.element.toggleAttribute('data-current', i === index)
    if (motion === 'none' && slide.media?.hasAttribute('tabindex')) slide.media.tabIndex = i === index ? 0 : -1
  }
}
