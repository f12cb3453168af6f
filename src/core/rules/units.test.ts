import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNIT_SYSTEM } from '../enums/unit-system.ts'
import { loadMessages, PAGE_I18N } from '../i18n/index.ts'
import { dimensionsText, unitSystem, weightText } from './units.ts'
import messages from 'virtual:atoll-messages'

const { IMPERIAL, METRIC } = UNIT_SYSTEM

describe('the store units (spec: "Weight unit is lbs with imperial measures, else kg")', () => {
  beforeAll(() => loadMessages(messages, 'en-US'))

  it('reads the measurement standard: imperial for 1, else metric', () => {
    expect([1, 2, undefined, 3, '1', null].map(unitSystem)).toEqual([IMPERIAL, METRIC, METRIC, METRIC, METRIC, METRIC])
  })

  it('writes a weight in lbs with imperial measures, else kg', () => {
    expect(weightText(1.5, IMPERIAL, PAGE_I18N)).toBe('1.5 lbs')
    expect(weightText(0.675, METRIC, PAGE_I18N)).toBe('0.68 kg')
    expect(weightText(2, METRIC, PAGE_I18N)).toBe('2 kg')
  })

  it('writes dimensions with the inch mark with imperial, else cm', () => {
    expect(dimensionsText({ length: 10, width: 8, height: 4.5 }, IMPERIAL, PAGE_I18N)).toBe('10" × 8" × 4.5"')
    expect(dimensionsText({ length: 30, width: 20, height: 12 }, METRIC, PAGE_I18N)).toBe('30 × 20 × 12 cm')
  })
})

describe('the store units in French', () => {
  beforeAll(() => loadMessages(messages, 'fr-FR'))
  afterAll(() => loadMessages(messages, 'en-US'))

  it("uses the locale's decimal comma and its own unit words", () => {
    expect(weightText(1.5, IMPERIAL, PAGE_I18N)).toBe('1,5 lb')
    expect(dimensionsText({ length: 10, width: 8, height: 4.5 }, IMPERIAL, PAGE_I18N)).toBe('10 × 8 × 4,5 po')
  })
})
