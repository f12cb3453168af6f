/**
 * Runs off the main thread what a page's first Intl formatter costs: the browser's list of the
 * locales its number and date formatting support, and the locale's own data. Both are kept once for
 * the whole renderer process, the page's main thread included, so its first formatter after this is
 * cheap. Answers once, whatever Intl throws.
 */
addEventListener('message', ({ data: locale }: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat(locale).format(1234.5)
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
    new Intl.PluralRules(locale).select(1)
  } catch {}
  postMessage(0)
})
