// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog"}
import { describe, expect, it } from 'vitest'
import { listUrl, readPage, readUrl } from './blog-list.ts'

describe('blog list addresses', () => {
  it('keep the filter and the place, and drop what is empty', () => {
    const href = listUrl('https://site.example/blog?x=1', { category: 'News', tag: '' }, 8)
    expect(href).toBe('https://site.example/blog?x=1&category=News&offset=8')
    expect(readUrl(href)).toEqual({ category: 'News', tag: '', offset: 8 })
    expect(listUrl(href, { category: '', tag: 'bread' }, 0)).toBe('https://site.example/blog?x=1&tag=bread')
    expect(readUrl('https://site.example/blog?offset=-3').offset).toBe(0)
  })
})

describe('readPage', () => {
  const post = { id: 'p1', title: 'Rye', url: '/blog/rye', excerpt: 'x', publishOn: '2026-10-02', author: 'M' }

  it('reads the posts with absolute links, and the next offset', () => {
    expect(readPage({ items: [post], nextOffset: null })).toEqual({
      items: [{ ...post, url: 'https://site.example/blog/rye' }],
      nextOffset: null,
    })
  })

  it('reads a date as epoch milliseconds, and leaves out one it cannot read, keeping the post', () => {
    const numeric = { ...post, publishOn: Date.parse('2026-10-02T08:00:00Z') }
    const [first, second] = readPage({ items: [numeric, { ...post, publishOn: 'Tuesday' }], nextOffset: null }).items
    expect(first).toMatchObject({ id: 'p1', publishOn: '2026-10-02T08:00:00.000Z' })
    expect(second).toMatchObject({ id: 'p1', title: 'Rye', publishOn: '' })
  })

  it.each([
    [{ items: [{ ...post, url: 'javascript:alert(1)' }], nextOffset: 4 }, "a post's url is not an http(s) URL"],
    [{ nextOffset: 4 }, 'the answer has no items'],
    [{ items: [], nextOffset: '4' }, 'nextOffset must be a whole number or null'],
  ])('refuses %j', (answer, message) => {
    expect(() => readPage(answer)).toThrow(`/api/content/items: ${message}`)
  })
})
