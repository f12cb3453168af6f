/**
 * Keeps uncaught errors and rejections from the loader's first moment (this module is the entry's
 * first import) until the tracking feature takes them: the errors of a page's first seconds are the
 * ones a site most needs to hear about, and the feature loads after them.
 */
export const EARLY_ERRORS_MAX = 10

const early: Event[] = []
const keep = (event: Event) => early.length < EARLY_ERRORS_MAX && early.push(event)
addEventListener('error', keep)
addEventListener('unhandledrejection', keep)

/** What was kept, once: from this call on, nothing more is kept. */
export function takeErrors(): Event[] {
  removeEventListener('error', keep)
  removeEventListener('unhandledrejection', keep)
  return early.splice(0)
}
