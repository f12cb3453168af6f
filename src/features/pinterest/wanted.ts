import type { PageContext } from '../../contract.ts'

/** Bundled into the loader, so only this: the site has Pinterest overlay options, not `disabled`. */
export const wanted = (page: Readonly<PageContext>): boolean => {
  const options = page.websiteSettings?.pinterestOverlayOptions
  return !!options && options.mode !== 'disabled'
}
