import type { PageContext } from '../../contract.ts'

/**
 * Signed in (editor redirect, Escape, logout), Escape to log in, the logout notice, or the mobile
 * app. The address test is loose on purpose (bytes in the loader); the feature checks it exactly.
 */
export function wanted(page: Readonly<PageContext>): boolean {
  return !!(
    page.authenticatedAccount ||
    page.websiteSettings?.useEscapeKeyToLogin ||
    /logout=|=mobile-app/.test(location.search)
  )
}
