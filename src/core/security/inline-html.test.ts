// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeInlineHtml } from './inline-html.ts'

const html = (text: string) => {
  const host = document.createElement('div')
  host.append(sanitizeInlineHtml(text))
  return host.innerHTML
}

describe('a site owner’s inline text (the cookie banner’s)', () => {
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

  it('keeps a link only to a web page, a mail or a call, read as the browser parses it', () => {
    expect(html('<a href="mailto:hello@bakery.example">mail</a>')).toBe(
      '<a href="mailto:hello@bakery.example">mail</a>',
    )
    expect(html('<a href="tel:+15550100">call</a>')).toBe('<a href="tel:+15550100">call</a>')
    for (const href of [' JaVaScRiPt:steal()', 'java\tscript:steal()', 'data:text/html,<p>x', 'vbscript:x', '']) {
      expect(html(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
  })

  it('drops what a template, a frame or a form would hold, with its content', () => {
    expect(
      html('<p>a<template><img src=x onerror=steal()></template><iframe src="https://evil.example"></iframe>b</p>'),
    ).toBe('<p>ab</p>')
    expect(html('<form action="https://evil.example"><input name="card"><button>Pay</button></form>')).toBe('')
  })
})
