import { describe, expect, it } from 'vitest'
import { linkedPages, usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'

const paths = await linkedPages()
const VIEWPORTS = { desktop: { width: 1280, height: 720 }, phone: { width: 412, height: 915 } }

/**
 * An `img[data-src]` the server writes without `src` waits for the image loader. WebKit draws it as
 * its alt text until then, ignoring its `width` and `height` (Chromium and Firefox keep its ratio when
 * it is a block), so one in the first viewport would move what follows once its source arrives. The
 * demo writes the first viewport's images with their sources (docs/media.md, No layout shift).
 */
describe('the first viewport of every demo page', () => {
  const pages = usePages()

  it.each(paths.flatMap((path) => Object.keys(VIEWPORTS).map((name) => [path, name] as const)))(
    '%s (%s) has no image that waits for a script for its source',
    async (path, name) => {
      const probe = await pages.open(path, {
        viewport: VIEWPORTS[name as keyof typeof VIEWPORTS],
        // The runtime blocked: the page as the server sent it.
        beforeGoto: async (_, context) => {
          await fakeProviders(context)
          await context.route('**/atoll/**', (route) => route.abort())
        },
      })
      // The blocked bundle, as the browser reports it.
      probe.expectConsoleError(/^Failed to load resource: net::ERR_FAILED$/, 'any')
      const waiting = await probe.page.evaluate(() => {
        // Each image laid out as it will be once loaded: a source of its own ratio, then its box read.
        const images = [...document.querySelectorAll<HTMLImageElement>('img[data-src]:not([src])')]
        for (const image of images) {
          const [width, height] = (image.dataset.imageDimensions ?? `${image.width}x${image.height}`).split('x')
          image.src = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`
        }
        return images
          .filter((image) => {
            const box = image.getBoundingClientRect()
            const shown = getComputedStyle(image).visibility !== 'hidden' && box.width > 0 && box.height > 0
            return shown && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
          })
          .map((image) => image.dataset.src)
      })
      expect(waiting).toEqual([])
    },
  )
})
