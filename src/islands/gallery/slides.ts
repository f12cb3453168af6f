/** The gallery's slides as the server rendered them, and the boxes the island puts around them. */
import { blockLogger } from '../../core/kit/log.ts'
import { parseDimensions, readImage } from '../../core/media/index.ts'

/** One `[data-part=slide]` and what the gallery reads from it. */
export interface Slide {
  element: HTMLElement
  /** The box that is clicked: the image's `[data-part=media]` (a link for a click-through slide), or the video block. */
  media?: HTMLElement
  img?: HTMLImageElement
  /** `data-slide-id`: the item id of the address and the lightbox. */
  id?: string
  /** `data-slide-url`: the slide's own address segment. */
  url?: string
  /** The checked `data-click-through-url` (http or https), set when the slide became a link. */
  clickThrough?: string
  video: boolean
}

/** How a gallery moves between slides (see designs.ts). */
export type Motion = 'slide' | 'fade' | 'none'

/** The gallery's own slides: a nested gallery keeps its own. Warns (spec: gallery console messages) about slides without their media. */
export function findSlides(element: HTMLElement): Slide[] {
  return [...element.querySelectorAll<HTMLElement>('[data-part=slide]')]
    .filter((slide) => slide.closest('[data-block="gallery"]') === element)
    .map((slide) => {
      const log = blockLogger('gallery', slide)
      const video = slide.dataset.type === 'video'
      const videoBlock = slide.querySelector<HTMLElement>('[data-block="video"]')
      // The slide stays as the server rendered it; the message names the slide.
      if (video && !videoBlock) log.warn('VideoLoader not found')
      const source = slide.querySelector('[data-src]')
      const img = source instanceof HTMLImageElement ? source : undefined
      // The image loader warns about a source on anything but an img ('div is not a valid node.').
      if (source && !img) readImage(source)
      if (!video && !source) log.warn('No image')
      const media =
        (video
          ? videoBlock
          : (slide.querySelector<HTMLElement>(':scope > [data-part=media]') ?? wrapMedia(img, slide))) ?? undefined
      const { slideId, slideUrl } = slide.dataset
      return {
        element: slide,
        ...(media && { media }),
        ...(img && { img }),
        ...(slideId && { id: slideId }),
        ...(slideUrl && { url: slideUrl }),
        video,
      }
    })
}

/** An image straight in its slide gets a box of its own, so a caption beside it stays out of the crop. */
function wrapMedia(img: HTMLImageElement | undefined, slide: HTMLElement): HTMLElement | undefined {
  if (!img) return undefined
  if (img.parentElement !== slide) return img.parentElement ?? undefined
  const media = document.createElement('div')
  media.dataset.part = 'media'
  slide.insertBefore(media, img)
  media.appendChild(img)
  return media
}

/** The parts the moving designs add around the slides. */
export interface Stage {
  /** The box the controls sit on (the block itself for the layouts that do not move). */
  stage: HTMLElement
  viewport: HTMLElement
  track: HTMLElement
}

/**
 * stage > viewport > track > slides: embla's structure, and the box the controls sit on. A template
 * may render it around the slides itself (docs/media.md): then nothing on screen moves at mount, and
 * the first slide's image, often the page's largest paint, is not painted a second time.
 */
export function buildStage(element: HTMLElement, slides: readonly Slide[], motion: Motion): Stage {
  if (motion === 'none') return { stage: element, viewport: element, track: element }
  const rendered = element.querySelector<HTMLElement>(
    ':scope > [data-part=stage] > [data-part=viewport] > [data-part=track]',
  )
  if (rendered) {
    // A slide the template left outside its track joins it (all of them, to keep their order).
    if (slides.some((slide) => slide.element.parentElement !== rendered))
      rendered.append(...slides.map((slide) => slide.element))
    return { stage: rendered.parentElement!.parentElement!, viewport: rendered.parentElement!, track: rendered }
  }
  const stage = document.createElement('div')
  stage.dataset.part = 'stage'
  const viewport = stage.appendChild(document.createElement('div'))
  viewport.dataset.part = 'viewport'
  const track = viewport.appendChild(document.createElement('div'))
  track.dataset.part = 'track'
  element.insertBefore(stage, slides[0]!.element)
  for (const slide of slides) track.appendChild(slide.element)
  return { stage, viewport, track }
}

/** The first slide's image ratio, as the slideshow's box when the settings give none. */
export function ratioOf(slide: Slide | undefined): number | undefined {
  const dimensions = parseDimensions(slide?.img?.dataset.imageDimensions)
  return dimensions && (dimensions.height / dimensions.width) * 100
}

/** spec: a video whose slide is left is reset. */
export function resetVideos(slide: HTMLElement): void {
  for (const video of slide.querySelectorAll('[data-block="video"]'))
    video.dispatchEvent(new CustomEvent('atoll:video-reset'))
}
