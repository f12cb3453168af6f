import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readDictionaries } from '../../../build/dictionaries.ts'
import { compileDictionaries, invalidKeyMessage, pluralCategories, type DictionaryFile } from './validate.ts'

const file = (locale: string, family: string, messages: Record<string, unknown>): DictionaryFile => ({
  locale,
  family,
  path: `src/dictionaries/${locale}/${family}.json`,
  messages,
})

describe('invalid plural keys fail with the spec message', () => {
  it('names the key, the argument and the keys the locale has', () => {
    expect(invalidKeyMessage('few', 'count', 'plural', ['one', 'many', 'other'])).toBe(
      'Invalid key "few" for argument "count". Valid plural keys for this locale are "one", "many", "other", and explicit keys like =0.',
    )
  })

  it('lists the categories of the locale in CLDR order, with other', () => {
    expect(pluralCategories('en-US')).toEqual(['one', 'other'])
    expect(pluralCategories('fr-FR')).toEqual(['one', 'many', 'other'])
    expect(pluralCategories('en-US', 'ordinal')).toEqual(['one', 'two', 'few', 'other'])
    expect(pluralCategories('ja-JP')).toEqual(['other'])
  })

  it('rejects a key the locale does not have, with the file and id', () => {
    const { errors } = compileDictionaries([
      file('en-US', 'cart', { 'cart.items': '{count, plural, one {# item} few {# items} other {# items}}' }),
    ])
    expect(errors).toEqual([
      'src/dictionaries/en-US/cart.json: cart.items: Invalid key "few" for argument "count". Valid plural keys for this locale are "one", "other", and explicit keys like =0.',
    ])
  })

  it('accepts the locale’s own keys and explicit =N keys', () => {
    const { errors } = compileDictionaries([
      file('en-US', 'cart', { 'cart.items': '{count, plural, =0 {none} one {# item} other {# items}}' }),
      file('fr-FR', 'cart', {
        'cart.items': '{count, plural, =0 {aucun} one {# article} many {# d’articles} other {# articles}}',
      }),
    ])
    expect(errors).toEqual([])
  })

  it('checks a plural nested in a select, and ordinal keys as selectordinal', () => {
    const { errors } = compileDictionaries([
      file('fr-FR', 'x', {
        'x.nested': '{kind, select, a {{n, plural, one {un} few {quelques} other {#}}} other {-}}',
        'x.rank': '{n, selectordinal, one {#er} many {#e} other {#e}}',
      }),
      file('en-US', 'x', {
        'x.nested': '{kind, select, other {{n, plural, other {#}}}}',
        'x.rank': '{n, selectordinal, other {#th}}',
      }),
    ])
    expect(errors).toEqual([
      'src/dictionaries/fr-FR/x.json: x.nested: Invalid key "few" for argument "n". Valid plural keys for this locale are "one", "many", "other", and explicit keys like =0.',
      'src/dictionaries/fr-FR/x.json: x.rank: Invalid key "many" for argument "n". Valid selectordinal keys for this locale are "one", "other", and explicit keys like =0.',
    ])
  })
})

describe('dictionary checks', () => {
  it('rejects unparseable ICU with the parser’s reason and position', () => {
    const { errors } = compileDictionaries([file('en-US', 'cart', { 'cart.items': '{count, plural, one {# item}}' })])
    expect(errors).toEqual([
      'src/dictionaries/en-US/cart.json: cart.items: Unparseable ICU message (MISSING_OTHER_CLAUSE at line 1, column 29): {count, plural, one {# item}}',
    ])
  })

  it('rejects what the page does not format: dates, times and named number styles', () => {
    const { errors } = compileDictionaries([
      file('en-US', 'blog', {
        'blog.posted': 'Posted {day, date, long}',
        'blog.share': '{share, number, percent} of readers',
        'blog.nested': '{n, plural, one {at {t, time}} other {#}}',
        'blog.fine': '{share, number, ::percent} of readers',
      }),
    ])
    expect(errors).toEqual([
      'src/dictionaries/en-US/blog.json: blog.posted: "day" is a date or time argument, which the page does not format: pass the text',
      'src/dictionaries/en-US/blog.json: blog.share: "share" has the named number style "percent": write it as a skeleton (::)',
      'src/dictionaries/en-US/blog.json: blog.nested: "t" is a date or time argument, which the page does not format: pass the text',
    ])
  })

  it('requires ids namespaced by their family, unique, with string messages', () => {
    const { errors } = compileDictionaries([
      file('en-US', 'cart', { 'forms.submit': 'Submit', 'cart.count': 3 }),
      file('en-US', 'common', { 'common.close': 'Close' }),
      file('en-US', 'zz', { 'zz.a': 'A' }),
      { ...file('en-US', 'zz', {}), path: 'src/dictionaries/en-US/zz-copy.json', messages: { 'zz.a': 'Again' } },
    ])
    expect(errors).toEqual([
      'src/dictionaries/en-US/cart.json: forms.submit: the id must start with "cart."',
      'src/dictionaries/en-US/cart.json: cart.count: the message must be a string',
      'src/dictionaries/en-US/zz-copy.json: zz.a: already defined in src/dictionaries/en-US/zz.json',
    ])
  })

  it('fails when another locale lacks an id, has an extra one, or other arguments', () => {
    const { errors } = compileDictionaries([
      file('en-US', 'cart', { 'cart.a': 'A', 'cart.b': 'B {name}', 'cart.c': '{count, plural, one {#} other {#}}' }),
      file('fr-FR', 'cart', { 'cart.b': 'B {nom}', 'cart.c': 'C {count}', 'cart.z': 'Z' }),
    ])
    expect(errors).toEqual([
      'src/dictionaries/fr-FR/cart.json: cart.a: missing; en-US has it',
      'src/dictionaries/fr-FR/cart.json: cart.b: arguments differ from en-US: Missing variable name in message',
      'src/dictionaries/fr-FR/cart.json: cart.c: arguments differ from en-US: Variable count has conflicting types: plural vs argument',
      'src/dictionaries/fr-FR/cart.json: cart.z: not in en-US',
    ])
  })

  it('completes a partial locale from the base locale, with a warning', () => {
    const result = compileDictionaries(
      [file('en-US', 'cart', { 'cart.a': 'Add', 'cart.b': 'Buy' }), file('de-DE', 'cart', { 'cart.a': 'Hinzufügen' })],
      { partialLocales: ['de-DE'] },
    )
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([
      'src/dictionaries/de-DE/cart.json: cart.b: missing; en-US has it (its en-US text is used)',
    ])
    expect(result.messages['de-DE']).toEqual({
      'cart.a': [{ type: 0, value: 'Hinzufügen' }],
      'cart.b': [{ type: 0, value: 'Buy' }],
    })
  })

  it('fails without a base-locale dictionary', () => {
    expect(compileDictionaries([file('fr-FR', 'cart', { 'cart.a': 'A' })]).errors).toEqual([
      'no dictionary for the base locale en-US',
    ])
  })

  it('passes for the project’s dictionaries (fr-FR complete)', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url))
    const files = readDictionaries(`${root}/src/dictionaries`, root)
    const { errors, messages } = compileDictionaries(files)
    expect(errors).toEqual([])
    expect(Object.keys(messages['fr-FR'] ?? {}).sort()).toEqual(Object.keys(messages['en-US'] ?? {}).sort())
  })
})
