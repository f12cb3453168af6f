import type { PageContext } from '../../contract.ts'

/** Bundled into the loader, so only this: the site has mobile information bar settings. */
export const wanted = (page: Readonly<PageContext>): boolean => !!page.websiteSettings?.mobileInfoBarSettings
