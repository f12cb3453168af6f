// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeText } from './view.ts'

const html = (text: string) => {
  const host = document.createElement('div')
  host.append(sanitizeText(text))
  return host.innerHTML
}

describe('the owner’s banner text', () => {
  it('keeps paragraphs, emphasis and links', () => {
    expect(html('<p>We use <strong>cookies</strong>. Read our <a href="/privacy">policy</a>.</p>')).toBe(
      '<p>We use <strong>cookies</strong>. Read our <a href="/privacy">policy</a>.</p>',
    )
    expect(html('<p><a href="https://example.com/p" target="_blank">policy</a></p>')).toBe(
      '<p><a href="https://example.com/p" target="_blank" rel="noopener">policy</a></p>',
    )
  })

  it('drops scripts, styles, handlers and javascript: links, and unwraps other elements to their text', () => {
    expect(html('<p onclick="steal()">Hi<script>steal()</script><style>p{}</style></p>')).toBe('<p>Hi</p>')
    expect(html('<p><a href="javascript:steal()">x</a><img src="x" onerror="steal()"></p>')).toBe('<p><a>x</a></p>')
    expect(html('<div><h2 class="big">Cookies</h2><!-- note --></div>')).toBe('Cookies')
  })
})
