/** Bundled into the loader, so only this: the page has a block whose classes follow its size. */
export const wanted = '[data-block=image],[data-block=form],[data-dynamic-text]'
