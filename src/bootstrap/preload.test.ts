// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { preload } from './preload.ts'

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    new URL(link.href).pathname.replace(/^.*\//, ''),
  )

describe('preload', () => {
  it('adds one modulepreload link per shared chunk, each chunk once across islands, each in a task of its own', async () => {
    // A mutation observer hears once per task: one link each time means one task per link.
    const heard: number[] = []
    new MutationObserver((records) => heard.push(records.length)).observe(document.head, { childList: true })
    const first = preload('core-1a2b,renderer-3c4d')
    const second = preload('renderer-3c4d,media-5e6f,')
    await preload(undefined)
    expect(links()).toEqual([])
    await first
    expect(links()).toEqual(['core-1a2b.js', 'renderer-3c4d.js'])
    await second
    expect(heard).toEqual([1, 1, 1])
    expect(links()).toEqual(['core-1a2b.js', 'renderer-3c4d.js', 'media-5e6f.js'])
  })
})
