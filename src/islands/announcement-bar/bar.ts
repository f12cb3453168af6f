/** Where the dismissed version is kept in local storage: one bar per site. */
export const DISMISSED_KEY = 'atoll.announcement-bar'

/** What the page context says about the bar and who is looking. */
export interface BarContext {
  /** `showAnnouncementBar` of the page context. */
  showAnnouncementBar?: boolean | undefined
  /** Someone is signed in (`authenticatedAccount`): signed-in users see the bar (spec section 6). */
  signedIn: boolean
}

/**
 * Whether the bar shows: when the context allows it (`showAnnouncementBar`, or a signed-in user),
 * unless this browser dismissed this version or a later one.
 * @param dismissed the version this browser dismissed, if any.
 * @example shouldShowBar({ showAnnouncementBar: true, signedIn: false }, 1, 2) // true: a new version
 */
export function shouldShowBar(context: BarContext, dismissed: number | undefined, version: number): boolean {
  if (context.showAnnouncementBar !== true && !context.signedIn) return false
  return dismissed === undefined || dismissed < version
}

/** A stored value read back as a dismissed version; anything else counts as none. */
export function readDismissed(value: unknown): number | undefined {
  const version = (value as { version?: unknown } | null | undefined)?.version
  return typeof version === 'number' ? version : undefined
}
