import type { PageContext } from '../../contract.ts'

/** Bundled into the loader, so only this: the context names Google fonts or a Typekit kit. */
export const wanted = (page: Readonly<PageContext>): boolean => !!(page.googleFonts || page.website?.typekitId)
