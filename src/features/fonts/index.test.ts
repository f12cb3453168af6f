// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const page = (fields: Partial<PageContext>): PageContext => ({ locale: 'en-US', ...fields })
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.href, l.getAttribute('crossorigin')])

afterEach(() => {
  document.head.innerHTML = ''
})

describe('fonts feature', () => {
  it('is wanted with Google fonts or a Typekit kit only', () => {
    expect(wanted(page({ googleFonts: ['Inter'] }))).toBe(true)
    expect(wanted(page({ website: { typekitId: 'abc123' } }))).toBe(true)
    expect(wanted(page({}))).toBe(false)
  })

  it('preconnects, then adds one stylesheet per provider to the head, and takes them away on destroy', () => {
    const handle = init(page({ googleFonts: ['Inter', 'Lora'], website: { typekitId: 'abc123' } }))
    expect(links()).toEqual([
      ['preconnect', 'https://fonts.googleapis.com/', null],
      ['preconnect', 'https://fonts.gstatic.com/', ''],
      ['stylesheet', 'https://fonts.googleapis.com/css2?family=Inter&family=Lora&display=swap', null],
      ['stylesheet', 'https://use.typekit.net/abc123.css', null],
    ])
    handle.destroy()
    expect(links()).toEqual([])
  })

  it('uses the links the template already wrote, never adding them twice', () => {
    document.head.innerHTML =
      '<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&amp;display=swap">'
    const handle = init(page({ googleFonts: ['Inter'] }))
    expect(links().map(([rel]) => rel)).toEqual(['preconnect', 'stylesheet', 'preconnect'])
    handle.destroy()
    expect(links().length).toBe(2)
  })
})
