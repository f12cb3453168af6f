import { describe, expect, it } from 'vitest'
import { moveActive, partsOf, suggestionsOf } from './lookup.ts'

describe('the address lookup’s answers', () => {
  it('takes the suggestions with a place id and a description, and none from anything else', () => {
    expect(
      suggestionsOf({
        predictions: [
          { placeId: 'p-1', description: '14 Harbour Street' },
          { placeId: '', description: 'no id' },
          { placeId: 'p-3', description: 3 },
          null,
          { placeId: 'p-4', description: '<img src=x onerror=alert(1)>' },
        ],
      }),
    ).toEqual([
      { placeId: 'p-1', description: '14 Harbour Street' },
      { placeId: 'p-4', description: '<img src=x onerror=alert(1)>' },
    ])
    for (const answer of [null, {}, { predictions: 'none' }, 'text']) expect(suggestionsOf(answer)).toEqual([])
  })

  it('takes the parts the details give as text, by the form’s part names', () => {
    expect(
      partsOf({
        result: { address: { line1: '2 Quay Road', city: 'Bergen', state: 7, zip: '5014', country: 'Norway' } },
      }),
    ).toEqual({ Line1: '2 Quay Road', City: 'Bergen', Zip: '5014', Country: 'Norway' })
    for (const answer of [null, {}, { result: null }, { result: { address: 'Bergen' } }])
      expect(partsOf(answer)).toEqual({})
  })
})

describe('moving through the suggestions', () => {
  it('goes down and up, wrapping at the ends, from none to the first or the last', () => {
    expect([moveActive(-1, 3, 1), moveActive(0, 3, 1), moveActive(2, 3, 1)]).toEqual([0, 1, 0])
    expect([moveActive(-1, 3, -1), moveActive(2, 3, -1), moveActive(0, 3, -1)]).toEqual([2, 1, 2])
    expect(moveActive(-1, 0, 1)).toBe(-1)
  })
})
