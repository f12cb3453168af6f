/** Bundled into the loader, so only this: the page links to a locked or members-only page. */
export const wanted = 'a[data-access]'
