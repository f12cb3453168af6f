import { describe, expect, it } from 'vitest'
import { normalizeDefinition } from './options.ts'

describe('form definition', () => {
  it('fills in the defaults', () => {
    const definition = normalizeDefinition({ formId: 'f-1', fields: [{ id: 'name-1', type: 'name', title: 'Name' }] })
    expect(definition).toEqual({
      formId: 'f-1',
      collectionId: null,
      objectName: null,
      isNewsletter: false,
      isOverlayForm: false,
      submitButtonText: '',
      submissionHTML: '',
      postSubmitHTML: '',
      successRedirect: '',
      captcha: false,
      disableValidation: false,
      fields: [
        {
          id: 'name-1',
          type: 'name',
          title: 'Name',
          description: undefined,
          placeholder: undefined,
          required: false,
          options: [],
          statements: [],
          maxLength: undefined,
          name: '',
          value: '',
          showCountryCode: false,
          currencySymbol: '',
          underline: false,
          lookup: false,
        },
      ],
    })
  })

  it('renders a kind it does not know as text (spec: default text)', () => {
    expect(normalizeDefinition({ formId: 'f', fields: [{ id: 'x', type: 'twitter' }] }).fields[0]!.type).toBe('text')
  })

  it.each([
    [null, 'form: formId must be set'],
    [{ fields: [] }, 'form: formId must be set'],
    [{ formId: 'f' }, 'form: fields must be a list'],
    [{ formId: 'f', fields: [{ type: 'text' }] }, 'form: fields[0].id must be set'],
    [
      {
        formId: 'f',
        fields: [
          { id: 'a', type: 'text' },
          { id: 'a', type: 'email' },
        ],
      },
      'form: fields[1].id "a" is used twice',
    ],
    [{ formId: 'f', fields: [{ id: 'a', type: 'radio', options: 'Yes' }] }, 'form: fields[0].options must be a list'],
    [
      { formId: 'f', fields: [{ id: 'a', type: 'text', required: 'yes' }] },
      'form: fields[0].required must be true or false',
    ],
    [
      { formId: 'f', fields: [{ id: 'a', type: 'radio', options: ['Yes', 2] }] },
      'form: fields[0].options[1] must be a text',
    ],
    [{ formId: 'f', isNewsletter: 1, fields: [] }, 'form: isNewsletter must be true or false'],
    [{ formId: 'f', submissionHTML: 3, fields: [] }, 'form: submissionHTML must be a text'],
  ])('throws a TypeError naming the setting for %j', (settings, message) => {
    expect(() => normalizeDefinition(settings)).toThrow(new TypeError(message))
  })
})
