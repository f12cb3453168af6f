/** Bundled into the loader, so only this: the page has animated blocks. */
export const wanted = '[data-animation]'
