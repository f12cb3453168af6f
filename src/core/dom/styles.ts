/**
 * Islands carry their CSS as strings: the page's Content-Security-Policy forbids inline `<style>` and
 * `style` attributes, and the loader loads no CSS files. A constructable stylesheet is neither, so it
 * passes a strict `style-src 'self'`.
 */

const adopted = new Set<string>()

/**
 * Adds `css` to the document as a constructable stylesheet, once per distinct sheet: a second call
 * with the same text does nothing.
 * @example
 * import css from './dialog.css?inline'
 * adoptStyles(css)
 */
export function adoptStyles(css: string): void {
  // Support: Safari before 16.4 has no constructable sheets; its dialogs work, unstyled.
  if (adopted.has(css) || !('adoptedStyleSheets' in document)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  adopted.add(css)
}
