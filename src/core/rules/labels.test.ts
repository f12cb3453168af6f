import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, PAGE_I18N } from '../i18n/index.ts'
import { LIKERT_VALUES, likertLabel, summaryValue, workflowLabel } from './labels.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

describe('likert labels', () => {
  it('names each answer from -2 to 2', () => {
    expect(LIKERT_VALUES.map((value) => likertLabel(value, PAGE_I18N))).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ])
  })

  it('refuses other answers', () => {
    for (const value of [-3, 3, 0.5, Number.NaN]) {
      expect(() => likertLabel(value, PAGE_I18N)).toThrow(
        new TypeError('likertLabel: value must be an integer from -2 to 2'),
      )
    }
  })
})

describe('summary values', () => {
  it('shows N/A for empty values', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(summaryValue(value)).toBe('N/A')
  })

  it('shows other values as text', () => {
    expect(summaryValue('Blue')).toBe('Blue')
    expect(summaryValue(0)).toBe('0')
    expect(summaryValue(false)).toBe('false')
    expect(summaryValue(['Sales', 'Support'])).toBe('Sales, Support')
  })
})

describe('content workflow labels', () => {
  it.each([
    ['published', 'Available'],
    [1, 'Available'],
    ['scheduled', 'Scheduled'],
    [2, 'Scheduled'],
    ['draft', 'Hidden'],
    [4, 'Hidden'],
    ['private', 'Unsupported'],
    [3, 'Unsupported'],
    ['toString', 'Unsupported'],
    [undefined, 'Unsupported'],
  ])('%j shows as %s', (status, label) => {
    expect(workflowLabel(status)).toBe(label)
  })
})
