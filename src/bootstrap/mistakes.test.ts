import { afterEach, describe, expect, it, vi } from 'vitest'
import { closest, didYouMean, editDistance, meantKind } from './mistakes.ts'

describe('the names a mistake was probably meant to be', () => {
  afterEach(() => vi.restoreAllMocks())

  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('accordion', 'accordion')).toBe(0)
    expect(editDistance('acordion', 'accordion')).toBe(1)
    expect(editDistance('from', 'form')).toBe(1)
    expect(editDistance('galery', 'gallery')).toBe(1)
    expect(editDistance('mpa', 'map')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'map')).toBe(3)
  })

  it('suggests the closest known name within two edits and one for every three characters, case aside', () => {
    const kinds = ['accordion', 'audio', 'form', 'gallery', 'map', 'menu']
    expect(closest('acordion', kinds)).toBe('accordion')
    expect(closest('Accordion', kinds)).toBe('accordion')
    expect(closest('galery', kinds)).toBe('gallery')
    expect(closest('from', kinds)).toBe('form')
    expect(closest('mpa', kinds)).toBe('map')
    // Too far for their length: no guess.
    expect(closest('nav', kinds)).toBeUndefined()
    expect(closest('teleporter', kinds)).toBeUndefined()
    expect(closest('xy', kinds)).toBeUndefined()
    expect(didYouMean('acordion', kinds)).toBe(': did you mean `accordion`?')
    expect(didYouMean('teleporter', kinds)).toBe('')
  })

  it('suggests a kind a block may name, never a page feature', () => {
    const islands = Object.assign(Object.create(null), { accordion: [], tracking: [], image: [] })
    expect(meantKind('trackin', islands, [['tracking', () => true]])).toBe('')
    expect(meantKind('acordion', islands, [['tracking', () => true]])).toBe(': did you mean `accordion`?')
  })
})
