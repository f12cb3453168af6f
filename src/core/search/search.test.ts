// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/search"}
import { describe, expect, it } from 'vitest'
import { markParts, queryWords, readResults } from './search.ts'

describe('markParts', () => {
  it('marks the words a match starts with, as text, whatever their case', () => {
    expect(markParts('Rye loaf, RYE crackers', queryWords('rye lo'))).toEqual([
      { text: 'Rye', marked: true },
      { text: ' ', marked: false },
      { text: 'lo', marked: true },
      { text: 'af, ', marked: false },
      { text: 'RYE', marked: true },
      { text: ' crackers', marked: false },
    ])
    expect(markParts('<b>bold</b>', queryWords('b'))).toEqual([
      { text: '<', marked: false },
      { text: 'b', marked: true },
      { text: '>', marked: false },
      { text: 'b', marked: true },
      { text: 'old</', marked: false },
      { text: 'b', marked: true },
      { text: '>', marked: false },
    ])
  })

  it('takes a query with pattern characters as plain words', () => {
    expect(queryWords('(a+)* [x]')).toEqual(['a', 'x'])
    expect(markParts('nothing', [])).toEqual([{ text: 'nothing', marked: false }])
  })
})

describe('readResults', () => {
  it('refuses a result whose link is not http(s)', () => {
    expect(() =>
      readResults({ items: [{ title: 'x', url: 'javascript:alert(1)' }], totalCount: 1, nextOffset: null }),
    ).toThrow("/api/search/GeneralSearch: a result's url is not an http(s) URL")
  })
})
