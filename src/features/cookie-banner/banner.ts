/**
 * The cookie banner's settings with the spec's defaults and position fallbacks. Pure: the view and
 * the tests read the same answers.
 */
import type { PageContext } from '../../contract.ts'
import { acceptTypeOf } from '../../core/consent/choice.ts'
import {
  COOKIE_BANNER_CTA_VARIANT,
  COOKIE_BANNER_THEME,
  COOKIE_BANNER_VARIANT,
  type CookieBannerAcceptType,
  type CookieBannerCtaVariant,
  type CookieBannerPosition,
  type CookieBannerTheme,
  type CookieBannerVariant,
} from '../../core/enums/cookie-banner.ts'
import { PAGE_TYPE } from '../../core/enums/page-types.ts'

/** The texts the banner falls back to: the dictionary's, in the page's language. */
export interface DefaultTexts {
  text: string
  accept: string
  decline: string
}

/** What the banner shows, every setting resolved. */
export interface BannerOptions {
  /** The owner's text (HTML), or null for the default text. */
  html: string | null
  /** The default text, shown when `html` is null. */
  text: string
  accept: string
  decline: string
  ctaVariant: CookieBannerCtaVariant
  theme: CookieBannerTheme
  variant: CookieBannerVariant
  /** TOP or BOTTOM for a bar, a corner for a popup. */
  position: CookieBannerPosition
  acceptType: CookieBannerAcceptType
}

type BarPosition = 'TOP' | 'BOTTOM'
type PopupPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT'

const CORNERS: readonly string[] = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']

/**
 * Page types on which no banner shows: a popup overlay rendered as a page of its own, and previews
 * that are not a visit (spec: the banner is only eligible on cookie-banner capable pages; which pages
 * are capable is not shown).
 */
const NOT_CAPABLE: ReadonlySet<unknown> = new Set([
  PAGE_TYPE.POPUP_OVERLAY,
  PAGE_TYPE.DIGITAL_PRODUCT_COMPOSER_PREVIEW,
  PAGE_TYPE.COMMERCE_EMAIL_PREVIEW,
])

/** Whether the page can show a cookie banner. */
export function isCapablePage(page: Readonly<PageContext>): boolean {
  return !NOT_CAPABLE.has(page.pageType)
}

/**
 * A bar's position (spec): TOP for TOP and the top popup positions, BOTTOM for anything else.
 * @example barPosition('TOP_RIGHT') // 'TOP'
 */
export function barPosition(value: unknown): BarPosition {
  return upper(value).startsWith('TOP') ? 'TOP' : 'BOTTOM'
}

/**
 * A popup's position (spec): a corner as given, TOP to TOP_LEFT, BOTTOM to BOTTOM_LEFT, anything
 * else BOTTOM_LEFT.
 * @example popupPosition('TOP') // 'TOP_LEFT'
 */
export function popupPosition(value: unknown): PopupPosition {
  const position = upper(value)
  if (CORNERS.includes(position)) return position as PopupPosition
  return position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT'
}

/**
 * Whether the owner's text shows nothing: empty, blank, or only empty markup (spec: an empty
 * paragraph counts as empty).
 * @example isEmptyText('<p><br></p>') // true
 */
export function isEmptyText(value: unknown): boolean {
  if (typeof value !== 'string') return true
  // A tag stops at the next `<` too: `[^>]*` alone rescans the rest of the text from every `<`.
  return value.replace(/<[^<>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === ''
}

/**
 * The banner's options from the page's `cookieSettings`: missing or invalid values take the spec's
 * defaults (the texts given, ICON, DARK, BAR, OPT_IN); values the visitor layer writes in lower case
 * are read as the upper-case ones.
 */
export function bannerOptions(settings: Readonly<Record<string, unknown>> = {}, texts: DefaultTexts): BannerOptions {
  const variant = oneOf(settings.cookieBannerVariant, COOKIE_BANNER_VARIANT, 'BAR')
  return {
    html: isEmptyText(settings.cookieBannerText) ? null : (settings.cookieBannerText as string),
    text: texts.text,
    accept: textOr(settings.cookieBannerCtaText, texts.accept),
    decline: textOr(settings.cookieBannerOptOutCtaText, texts.decline),
    ctaVariant: oneOf(settings.cookieBannerCtaVariant, COOKIE_BANNER_CTA_VARIANT, 'ICON'),
    theme: oneOf(settings.cookieBannerTheme, COOKIE_BANNER_THEME, 'DARK'),
    variant,
    position:
      variant === 'BAR' ? barPosition(settings.cookieBannerPosition) : popupPosition(settings.cookieBannerPosition),
    acceptType: acceptTypeOf(settings.cookieBannerAcceptType),
  }
}

function upper(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : ''
}

function oneOf<Value extends string>(value: unknown, values: Readonly<Record<string, Value>>, fallback: Value): Value {
  const wanted = upper(value)
  return (Object.values(values) as string[]).includes(wanted) ? (wanted as Value) : fallback
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback
}
