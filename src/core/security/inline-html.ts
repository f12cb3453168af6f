/**
 * A site owner's short inline text (the cookie banner's message) as safe nodes, without DOMPurify.
 * Hand-written on purpose: the banner shows at load on every page of the sites that enable it, and
 * DOMPurify (`html.ts`, loaded on demand for any other HTML) would be the largest download of those
 * pages; this text needs only paragraphs, emphasis and links, so an allowlist of nine elements and a
 * link's `href` and `target` is the whole rule. The HTML is parsed in an inert `<template>` (nothing
 * in it loads or runs), everything not on the list is unwrapped to its text or dropped with its
 * content, and a link keeps its `href` only when it parses to http(s), `mailto:` or `tel:`.
 */
import { WEB_PROTOCOLS } from './url.ts'

/** Elements the text may keep; others are unwrapped to their text, or dropped with their content. */
const KEPT = new Set(['P', 'BR', 'A', 'STRONG', 'EM', 'B', 'I', 'U', 'SPAN'])
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'TITLE',
])
/** What a link in the text may lead to: a web page, a mail or a call. */
const LINK_PROTOCOLS = new Set([...WEB_PROTOCOLS, 'mailto:', 'tel:'])

/**
 * `html` as nodes that keep paragraphs, line breaks, emphasis and links, and nothing that runs:
 * no script, style, handler attribute or `javascript:` link.
 * @example sanitizeInlineHtml('<p onclick="x()">Read our <a href="/privacy">policy</a></p>') // <p>Read our <a href="/privacy">policy</a></p>
 */
export function sanitizeInlineHtml(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  clean(template.content)
  return template.content
}

function clean(parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue
    if (node.nodeType !== Node.ELEMENT_NODE || DROPPED.has((node as Element).tagName.toUpperCase())) {
      node.remove()
      continue
    }
    const element = node as Element
    clean(element)
    if (!KEPT.has(element.tagName)) {
      element.replaceWith(...element.childNodes)
      continue
    }
    for (const { name } of [...element.attributes]) {
      if (element.tagName !== 'A' || !['href', 'target'].includes(name)) element.removeAttribute(name)
    }
    if (element.tagName === 'A') {
      if (!linkable(element.getAttribute('href'))) element.removeAttribute('href')
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener')
      else element.removeAttribute('target')
    }
  }
}

/** Whether a link's `href`, parsed against the page as the browser will follow it, has a protocol of the list. */
function linkable(href: string | null): boolean {
  if (!href?.trim()) return false
  try {
    return LINK_PROTOCOLS.has(new URL(href.trim(), location.href).protocol)
  } catch {
    return false
  }
}
