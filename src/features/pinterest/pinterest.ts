/**
 * The Pinterest overlay's pure rules: which images are content, and the provider's pin page for an
 * image. Nothing here talks to the provider: the page only opens its address when the visitor asks.
 */

/** The provider's page that pins an image (its documented "Save" button address). */
export const PIN_CREATE = 'https://www.pinterest.com/pin/create/button/'

/** The small window the pin page opens in (the provider's own button uses about this size). */
export const PIN_WINDOW = 'popup,width=750,height=620,noopener,noreferrer'

/**
 * Images smaller than this on either side (icons, avatars, logos) get no button. The spec is silent;
 * Pinterest's own browser button skips images under about 100 px the same way.
 */
export const MIN_IMAGE_SIZE = 100

/**
 * Content images: in `<main>`, not user content (`data-atoll-ignore`), not inside a link or a button
 * (a button may not sit inside either, and the image already does something there), not in a block
 * of an island other than `image` (the island owns its images' clicks and markup: a gallery's slide
 * opens the lightbox), and not marked `data-pin-nopin` or `nopin` (the provider's opt-out, on the
 * image or an ancestor).
 */
export const CONTENT_IMAGES = 'main img'
const EXCLUDED =
  'a, button, [role=button], [data-block]:not([data-block=image]), [data-atoll-ignore], [data-pin-nopin], [nopin]'

/** Whether `img` is a content image the overlay offers to save. */
export function isContentImage(img: HTMLImageElement): boolean {
  return !img.closest(EXCLUDED) && img.width >= MIN_IMAGE_SIZE && img.height >= MIN_IMAGE_SIZE
}

/** What a pin is made of: the page it links back to, the image and its text. */
export interface Pin {
  url: string
  media: string
  description: string
}

/**
 * The pin page for `pin`, its parameters encoded by `URLSearchParams`.
 * @example pinUrl({ url: 'https://site.example/', media: 'https://site.example/a.jpg', description: 'A' })
 * // 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fsite.example%2F&media=...&description=A'
 */
export function pinUrl({ url, media, description }: Pin): string {
  const address = new URL(PIN_CREATE)
  address.search = new URLSearchParams({ url, media, description }).toString()
  return address.href
}

/**
 * The pin for `img` on the page at `pageUrl`: the image's own full source (`data-src`, as the
 * template gave it, before the loader picked a width), else the one the browser shows; its `alt`,
 * else the page's title. Undefined when the image has no http(s) source yet.
 */
export function pinFor(img: HTMLImageElement, pageUrl: string, title: string): Pin | undefined {
  const source = img.dataset.src || img.currentSrc || img.src
  let media: URL
  try {
    media = new URL(source, pageUrl)
  } catch {
    return undefined
  }
  if (!source || !/^https?:$/.test(media.protocol)) return undefined
  const url = new URL(pageUrl)
  url.hash = ''
  return { url: url.href, media: media.href, description: img.alt.trim() || title }
}
