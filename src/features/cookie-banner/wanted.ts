import type { PageContext } from '../../contract.ts'

/** The cookie banner runs where the page's settings enable it. */
export const wanted = (page: Readonly<PageContext>): boolean => !!page.cookieSettings?.isCookieBannerEnabled
