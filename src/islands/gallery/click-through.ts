/**
 * Click-through slides (spec: a slide click-through URL navigates instead of advancing, or is handed
 * to the editor frame when inside one). The slide's media box becomes a real link, `<a href>`, so
 * the browser does what links do: Ctrl and middle click open a tab, the context menu copies it, the
 * status bar shows it. Only an http(s) URL becomes one (`safeUrl`): a `javascript:` or `data:`
 * click-through is no link at all, and the slide behaves as one without.
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { safeUrl } from '../../core/security/url.ts'
import type { GalleryContext, Part } from './context.ts'
import type { Slide } from './slides.ts'

/** What the editor frame is sent for a click on a click-through slide. */
export const CLICK_THROUGH_MESSAGE = 'atoll:click-through'

/** Turns each click-through slide's media into a link; in the editor, hands its clicks to the editor frame. */
export function createClickThrough({ element, slides }: Pick<GalleryContext, 'element' | 'slides'>): Part {
  const cleanup = createCleanup()
  const links = new Map<Element, string>()
  for (const slide of slides) {
    const href = linkSlide(slide)
    if (href) links.set(slide.media!, href)
  }
  if (links.size) {
    cleanup.listen(element, 'click', (event) => {
      const link = (event.target as Element).closest('a[href]')
      const url = link && links.get(link)
      // A drag that ended on the link was stopped already.
      if (!url || event.defaultPrevented || !inEditor()) return
      event.preventDefault()
      window.parent.postMessage({ type: CLICK_THROUGH_MESSAGE, url }, location.origin)
    })
  }
  return { destroy: cleanup.clear }
}

/** The slide's media as a link to its checked click-through URL. @returns the URL, or undefined for none. */
function linkSlide(slide: Slide): string | undefined {
  const value = slide.element.dataset.clickThroughUrl
  if (!value || slide.video) return undefined
  const href = safeUrl(value)
  if (!href) {
    blockLogger('gallery', slide.element).warn(`Click-through URL ignored: ${value}`)
    return undefined
  }
  const media = slide.media
  if (!media) return undefined
  let link = media
  if (media.localName !== 'a') {
    link = document.createElement('a')
    for (const { name, value: attribute } of media.attributes) link.setAttribute(name, attribute)
    link.append(...media.childNodes)
    media.replaceWith(link)
  }
  link.setAttribute('href', href)
  slide.media = link
  slide.clickThrough = href
  return href
}
