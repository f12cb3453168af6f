// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { preload } from './preload.ts'

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    new URL(link.href).pathname.replace(/^.*\//, ''),
  )

describe('preload', () => {
  it('adds one modulepreload link per shared chunk, each chunk once across islands', () => {
    preload('core-1a2b,renderer-3c4d')
    preload('renderer-3c4d,media-5e6f,')
    preload(undefined)
    expect(links()).toEqual(['core-1a2b.js', 'renderer-3c4d.js', 'media-5e6f.js'])
  })
})
