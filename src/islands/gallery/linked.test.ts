// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLinks } from './linked.ts'
import { galleryContext, galleryHtml } from './testing.ts'

describe('createLinks', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('keeps linked galleries at one index both ways, refuses a move while the other moves, and lets go once destroyed', async () => {
    document.body.innerHTML = galleryHtml('a') + galleryHtml('b')
    const a = await galleryContext({ design: 'slideshow', linkedGalleries: ['b'] }, 'a')
    const b = await galleryContext({ design: 'slideshow' }, 'b')
    const links = [createLinks(a), createLinks(b)]
    vi.useFakeTimers()
    a.nav.goTo(1)
    expect([a.nav.index(), b.nav.index()]).toEqual([1, 1])
    vi.advanceTimersByTime(2000)
    b.nav.goTo(2)
    expect([a.nav.index(), b.nav.index()]).toEqual([2, 2])
    a.nav.settled()
    expect(a.nav.goTo(0)).toBe(false) // b is still moving
    vi.advanceTimersByTime(2000)
    for (const link of links) link.destroy()
    a.nav.goTo(0)
    expect([a.nav.index(), b.nav.index()]).toEqual([0, 2])
  })
})
