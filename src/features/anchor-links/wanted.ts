/**
 * Bundled into the loader, so only this: the page has a link with a fragment. Loose on purpose
 * (bytes in the loader); the feature checks each click for a target on this page.
 */
export const wanted = 'a[href*="#"]'
