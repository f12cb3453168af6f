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
  if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
    element.setAttribute('aria-label', t('media.gallery'))
  if (!element.hasAttribute('role')) element.setAttribute('role', landmarkRole(element))
  if (motion !== 'none') element.setAttribute('aria-roledescription', 'carousel')
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

/**
 * APG's carousel is a region, or a group where a region would not help: a landmark whose name the page
 * already has (the section the template wraps it in, titled as the gallery is, or another gallery of
 * that name) is one a screen reader's list of landmarks shows twice.
 */
function landmarkRole(element: HTMLElement): 'region' | 'group' {
  const name = accessibleName(element)
  const landmarks = document.querySelectorAll<HTMLElement>(
    'section[aria-label], section[aria-labelledby], [role=region]',
  )
  for (const landmark of landmarks)
    if (
      landmark !== element &&
      (landmark.contains(element) || landmark.matches('[data-block]')) &&
      accessibleName(landmark) === name
    )
      return 'group'
  return 'region'
}

/** An element's name from aria-labelledby or aria-label, as the accessibility tree reads it (whitespace folded). */
function accessibleName(element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby')
  const text = ids
    ? ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? '')
  return text.replace(/\s+/g, ' ').trim()
}

/** The current slide is `data-current`; in the layouts that show every slide, the one tab stop. */
export function markCurrent({ slides, motion, nav }: GalleryContext): void {
  const index = nav.index()
  for (const [i, slide] of slides.entries()) {
    slide.element.toggleAttribute('data-current', i === index)
    if (motion === 'none' && slide.media?.hasAttribute('tabindex')) slide.media.tabIndex = i === index ? 0 : -1
  }
}
