import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from '../i18n/index.ts'
import { dimensionUnit, weightUnit } from './units.ts'

beforeAll(() => loadMessages('en-US'))

describe('measurement units', () => {
  it('uses lbs and the inch mark with imperial measures (1)', () => {
    expect(weightUnit(1)).toBe('lbs')
    expect(dimensionUnit(1)).toBe('"')
  })

  it('uses kg and cm otherwise', () => {
    for (const standard of [2, undefined, 0]) {
      expect(weightUnit(standard)).toBe('kg')
      expect(dimensionUnit(standard)).toBe('cm')
    }
  })
})
