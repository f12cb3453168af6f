/** Bundled into the loader: the image feature runs on pages that have an `img[data-src]`. */
export const wanted = 'img[data-src]'
