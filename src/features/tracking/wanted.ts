import type { PageContext } from '../../contract.ts'

/** Visitor analytics run unless the page's global switch turns them off. */
export const wanted = (page: Readonly<PageContext>): boolean => !page.analyticsDisabled
