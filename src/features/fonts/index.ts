/**
 * The `fonts` feature: the site's web fonts from the page context (CONTRACT.md section 9). DOM code
 * without the core: it only adds links to the head.
 *
 * Google Fonts: preconnects to the CSS host and to the font files' host (`crossorigin`, as fonts are
 * fetched with CORS), then one stylesheet with `display=swap`. Typekit: the kit's CSS embed; when it
 * fails to load, or once loaded lacks a face of `typekitFonts`, one console error each (spec: a
 * Typekit font no longer available).
 *
 * No layout shift beyond the swap: the links go in the head and hold `@font-face` rules only, so
 * nothing moves until a font arrives. A template may write the same links in its head (the sooner
 * for it): a stylesheet already there with the same address is used as it is, never added twice.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { createCleanup, type Cleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import {
  GOOGLE_FONTS_CSS,
  GOOGLE_FONTS_FILES,
  googleFamilies,
  googleFontsUrl,
  missingFaces,
  TYPEKIT_MISSING,
  typekitFaces,
  typekitUrl,
} from './fonts.ts'

export function init(page: Readonly<PageContext>): IslandHandle {
  const cleanup = createCleanup()
  const log = blockLogger('fonts')

  const google = googleFontsUrl(googleFamilies(page.googleFonts))
  if (google) {
    link(cleanup, 'preconnect', new URL(GOOGLE_FONTS_CSS).origin)
    link(cleanup, 'preconnect', GOOGLE_FONTS_FILES, true)
    link(cleanup, 'stylesheet', google)
  }

  const kitId = page.website?.typekitId
  const kit = typekitUrl(kitId)
  if (kit) {
    const sheet = link(cleanup, 'stylesheet', kit)
    const check = () => {
      for (const { family, variation } of missingFaces(typekitFaces(page.typekitFonts), document.fonts))
        log.error(`${TYPEKIT_MISSING}: ${family} ${variation}`)
    }
    if (sheet.sheet) check()
    else {
      cleanup.listen(sheet, 'load', check, { once: true })
      cleanup.listen(sheet, 'error', () => log.error(`${TYPEKIT_MISSING}: kit ${kitId} did not load`), { once: true })
    }
  }

  return { destroy: () => cleanup.clear() }
}

/** The head's `<link rel>` to `href`: the template's own, else one added now and removed on `clear()`. */
function link(cleanup: Cleanup, rel: string, href: string, crossOrigin = false): HTMLLinkElement {
  const found = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].find(
    (element) => element.href === href || element.href === `${href}/`,
  )
  if (found) return found
  const element = document.createElement('link')
  element.rel = rel
  element.href = href
  if (crossOrigin) element.crossOrigin = ''
  document.head.append(element)
  cleanup.add(() => element.remove())
  return element
}
