// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/search"}
import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, markParts, queryWords, readResults, searchQuery } from './search.ts'

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

describe('a long query', () => {
  it('is searched by its first 200 characters, never cutting a surrogate pair', () => {
    expect(searchQuery(`  ${'a'.repeat(35_000)}  `)).toBe('a'.repeat(MAX_QUERY_LENGTH))
    expect(searchQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀b`)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1))
    expect(searchQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 2)}😀b`)).toBe(`${'a'.repeat(MAX_QUERY_LENGTH - 2)}😀`)
    expect(queryWords(`${'x '.repeat(20)}`)).toHaveLength(8)
  })

  it('marks a word of 35,000 characters by its searched part, and the longest word that starts at a place', () => {
    const word = 'é'.repeat(35_000)
    const [searched] = queryWords(word)
    expect(searched).toHaveLength(MAX_QUERY_LENGTH)
    expect(markParts(`${word} loaf`, [searched!])).toEqual([
      { text: searched, marked: true },
      { text: `${'é'.repeat(35_000 - MAX_QUERY_LENGTH)} loaf`, marked: false },
    ])
    expect(markParts(word, [word])).toEqual([{ text: word, marked: false }])
    expect(markParts('Loaf, lo', ['lo', 'loaf'])).toEqual([
      { text: 'Loaf', marked: true },
      { text: ', ', marked: false },
      { text: 'lo', marked: true },
    ])
  })
})

describe('readResults', () => {
  it('refuses a result whose link is not http(s)', () => {
    expect(() =>
      readResults({ items: [{ title: 'x', url: 'javascript:alert(1)' }], totalCount: 1, nextOffset: null }),
    ).toThrow("/api/search/GeneralSearch: a result's url is not an http(s) URL")
  })
})
