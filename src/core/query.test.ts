import { describe, expect, it } from 'vitest'
import { parseQuery, QUERY_ARRAY_LIMIT, QUERY_DEPTH, QUERY_PARAMETER_LIMIT, stringifyQuery } from './query.ts'

const params = (count: number) => Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&')

describe('parseQuery', () => {
  it('reads a search string with or without its question mark', () => {
    expect(parseQuery('?utm_source=mail&utm_campaign=spring%20sale')).toEqual({ utm_source: 'mail', utm_campaign: 'spring sale' })
    expect(parseQuery('a=1&b=')).toEqual({ a: '1', b: '' })
    expect(parseQuery('')).toEqual({})
  })

  it('reads nested keys and arrays', () => {
    expect(parseQuery('filter[color]=red&tags[]=a&tags[]=b')).toEqual({ filter: { color: 'red' }, tags: ['a', 'b'] })
  })

  it('reads up to 1000 parameters and drops the rest', () => {
    expect(QUERY_PARAMETER_LIMIT).toBe(1000)
    expect(Object.keys(parseQuery(params(1000)))).toHaveLength(1000)
    const over = parseQuery(params(1001))
    expect(Object.keys(over)).toHaveLength(1000)
    expect(over).not.toHaveProperty('p1000')
  })

  it('nests up to depth 5, keeping deeper brackets as one key', () => {
    expect(QUERY_DEPTH).toBe(5)
    expect(parseQuery('a[b][c][d][e][f]=x')).toEqual({ a: { b: { c: { d: { e: { f: 'x' } } } } } })
    expect(parseQuery('a[b][c][d][e][f][g][h]=x')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } } })
  })

  it('makes arrays of up to 20 elements, and objects that keep every value past them', () => {
    expect(QUERY_ARRAY_LIMIT).toBe(20)
    const repeated = (count: number) => Array.from({ length: count }, (_, i) => `a[]=${i}`).join('&')
    const twenty = parseQuery(repeated(20)).a
    expect(Array.isArray(twenty) && twenty.length).toBe(20)
    const over = parseQuery(repeated(21)).a
    expect(Array.isArray(over)).toBe(false)
    expect(Object.keys(over as object)).toHaveLength(21)
    expect(parseQuery('a[19]=x')).toEqual({ a: ['x'] })
    expect(parseQuery('a[20]=x')).toEqual({ a: { 20: 'x' } })
    expect(Array.isArray(parseQuery('a[20]=x').a)).toBe(false)
  })

  it('never throws on hostile input', () => {
    expect(() => parseQuery('a[__proto__][b]=1&%E0%A4%A=1&[]=&&=&a[=')).not.toThrow()
    expect(({} as Record<string, unknown>).b).toBeUndefined()
  })
})

describe('stringifyQuery', () => {
  it('writes what a server receives', () => {
    expect(stringifyQuery({ crumb: 'abc', page: 2, q: 'a b&c' })).toBe('crumb=abc&page=2&q=a%20b%26c')
    expect(stringifyQuery({ filter: { color: 'red' }, tags: ['a', 'b'], skip: undefined })).toBe(
      'filter%5Bcolor%5D=red&tags%5B0%5D=a&tags%5B1%5D=b',
    )
  })

  it('round-trips through parseQuery', () => {
    const value = { a: '1', nested: { list: ['x', 'y'], deep: { z: 'é' } } }
    expect(parseQuery(stringifyQuery(value))).toEqual(value)
  })
})
