import { describe, expect, it } from 'vitest'
import { BoundedMap, MAX_ENTRIES, RateCounter } from './bounded.ts'

describe('BoundedMap', () => {
  it('keeps at most its cap, dropping the least recently used', () => {
    const map = new BoundedMap<string, number>(3)
    map.set('a', 1).set('b', 2).set('c', 3)
    map.get('a')
    map.set('d', 4)
    expect([...map.entries()]).toEqual([
      ['c', 3],
      ['a', 1],
      ['d', 4],
    ])
    expect(map.size).toBe(3)
  })

  it(`holds ${MAX_ENTRIES} entries by default`, () => {
    const map = new BoundedMap<number, number>()
    for (let i = 0; i < MAX_ENTRIES + 500; i++) map.set(i, i)
    expect(map.size).toBe(MAX_ENTRIES)
    expect(map.has(499)).toBe(false)
    expect(map.has(500)).toBe(true)
  })

  it('refuses a cap that is not a positive integer', () => {
    expect(() => new BoundedMap(0)).toThrow(new TypeError('BoundedMap max must be a positive integer, got 0'))
  })
})

describe('RateCounter', () => {
  it('allows an attempt only while every key is under its limit, and counts it against each', () => {
    const counter = new RateCounter(60_000)
    expect(counter.allow({ 'visitor:1': 2, 'address:a': 3 }, 0)).toBe(true)
    expect(counter.allow({ 'visitor:1': 2, 'address:a': 3 }, 1)).toBe(true)
    expect(counter.allow({ 'visitor:1': 2, 'address:a': 3 }, 2)).toBe(false)
    // A new cookie, the same address: the address has one attempt left, then none.
    expect(counter.allow({ 'visitor:2': 2, 'address:a': 3 }, 3)).toBe(true)
    expect(counter.allow({ 'visitor:3': 2, 'address:a': 3 }, 4)).toBe(false)
    // The window slides: a minute after the first attempts, the address may try again.
    expect(counter.allow({ 'visitor:4': 2, 'address:a': 3 }, 60_001)).toBe(true)
  })

  it('prunes windows that ran out and caps the keys it holds', () => {
    const counter = new RateCounter(1_000, 100)
    for (let i = 0; i < 250; i++) counter.allow({ [`visitor:${i}`]: 5 }, i)
    expect(counter.size).toBe(100)
    counter.allow({ 'visitor:late': 5 }, 10_000)
    expect(counter.size).toBe(1)
  })
})
