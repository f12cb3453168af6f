/** The site header and footer client (spec: GET and PUT /api/site-header-footer). */
import { get, put } from '../data/index.ts'

export const HEADER_FOOTER_PATH = '/api/site-header-footer'

export interface SiteHeaderFooter {
  header: unknown
  footer: unknown
}

/** GET /api/site-header-footer: the site's header and footer data. */
export const getSiteHeaderFooter = <T = SiteHeaderFooter>(): Promise<T | null> => get<T>(HEADER_FOOTER_PATH)

/** PUT /api/site-header-footer with `{ header, footer }`. */
export const putSiteHeaderFooter = ({ header, footer }: SiteHeaderFooter): Promise<unknown> =>
  put(HEADER_FOOTER_PATH, { json: { header, footer } })
