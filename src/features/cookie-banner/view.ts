/**
 * The banner's elements, built with the DOM API rather than the renderer: the banner shows at load
 * on every page of the sites that enable it, and a dozen elements do not justify fetching the
 * renderer chunk (more than the banner itself) on pages that may need nothing else.
 */
import type { Choice } from '../../core/consent/index.ts'
import { sanitizeInlineHtml } from '../../core/security/inline-html.ts'
import type { BannerOptions } from './banner.ts'

const SVG = 'http://www.w3.org/2000/svg'
const ICONS: Record<Choice, string> = { accepted: 'M5 12.5l4.5 4.5L19 7.5', declined: 'M6.5 6.5l11 11M17.5 6.5l-11 11' }

/** An element with attributes and children. */
function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

function icon(choice: Choice): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  const path = document.createElementNS(SVG, 'path')
  path.setAttribute('d', ICONS[choice])
  svg.append(path)
  return svg
}

function cta(choice: Choice, text: string, iconOnly: boolean): HTMLButtonElement {
  const part = choice === 'accepted' ? 'accept' : 'decline'
  // An icon's name is its text, for screen readers and as a tooltip for pointers.
  return iconOnly
    ? h(
        'button',
        { type: 'button', class: 'atoll-cookie-cta', 'data-part': part, 'aria-label': text, title: text },
        icon(choice),
      )
    : h('button', { type: 'button', class: 'atoll-cookie-cta', 'data-part': part }, text)
}

/**
 * The banner: the text, then Accept and Decline as the same kind of control. A non-blocking banner
 * is a region labelled `label`; a forced one is a modal dialog with that name.
 */
export function buildBanner(options: BannerOptions, label: string, forced: boolean): HTMLElement {
  const text = h('div', { class: 'atoll-cookie-text' })
  if (options.html === null) text.append(h('p', {}, options.text))
  else text.append(sanitizeInlineHtml(options.html))
  const iconOnly = options.ctaVariant === 'ICON'
  return h(
    'div',
    {
      class: 'atoll-cookie-banner',
      role: forced ? 'dialog' : 'region',
      'aria-label': label,
      ...(forced && { 'aria-modal': 'true' }),
      'data-variant': options.variant,
      'data-position': options.position,
      'data-theme': options.theme,
      'data-cta': options.ctaVariant,
      'data-accept-type': options.acceptType,
    },
    text,
    h(
      'div',
      { class: 'atoll-cookie-actions' },
      cta('accepted', options.accept, iconOnly),
      cta('declined', options.decline, iconOnly),
    ),
  )
}

/** The small button that opens the banner again once the visitor has answered. */
export function buildPreferences(label: string, options: BannerOptions): HTMLButtonElement {
  const side = options.position.endsWith('_RIGHT') ? 'RIGHT' : 'LEFT'
  return h(
    'button',
    {
      type: 'button',
      class: 'atoll-cookie-preferences',
      'data-part': 'preferences',
      'data-theme': options.theme,
      'data-side': side,
    },
    label,
  )
}

/** The dimmed page behind a forced banner. */
export function buildBackdrop(): HTMLElement {
  return h('div', { class: 'atoll-cookie-backdrop', 'aria-hidden': 'true' })
}
