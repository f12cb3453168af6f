/**
 * Bundled into the loader, so only this: the page has a form. The feature looks for a draft in the
 * tab's storage, and loads the code that restores it only when there is one.
 */
export const wanted = '[data-block=form]'
