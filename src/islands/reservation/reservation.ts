import type { PageContext } from '../../contract.ts'

export const WIDE_THEME_OVER_PX = 850 // spec: reservation wide theme over 850px

export type Theme = 'wide' | 'standard'

/** The widget's theme for a block `width` px wide: wide over 850 px, else standard (spec). */
export function themeFor(width: number): Theme {
  return width > WIDE_THEME_OVER_PX ? 'wide' : 'standard'
}

/**
 * The provider script's URL with the parameters the spec sets: an iframe, no overlay, and the theme.
 * @example widgetUrl('https://www.opentable.com/widget/reservation/loader?rid=1', 'wide', 'https://site.test/')
 * // 'https://www.opentable.com/widget/reservation/loader?rid=1&iframe=true&overlay=false&theme=wide'
 */
export function widgetUrl(scriptUrl: string, theme: Theme, base: string): string {
  const url = new URL(scriptUrl, base)
  url.searchParams.set('iframe', 'true')
  url.searchParams.set('overlay', 'false')
  url.searchParams.set('theme', theme)
  return url.href
}

/**
 * A signed-in site owner or contributor: signed in with a website role other than viewer. Members
 * (signed in with no role) and viewers use the site as visitors do.
 */
export function isOwner(page: Readonly<PageContext>): boolean {
  if (page.authenticatedAccount == null) return false
  return Object.entries(page.websiteRoles ?? {}).some(([role, held]) => held && role !== 'viewer')
}
