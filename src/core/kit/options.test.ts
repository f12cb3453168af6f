// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/page"}
import { describe, expect, it } from 'vitest'
import { boolean, list, number, oneOf, optional, readOptions, record, required, text } from './options.ts'
import { url } from './url-option.ts'

const schema = {
  loop: boolean(),
  autoplay: boolean(true),
  delay: number(3, { min: 1, max: 10 }),
  columns: number(2, { integer: true, min: 1 }),
  design: oneOf(['grid', 'stack'] as const, 'grid'),
  title: text('Untitled'),
  link: url(),
  next: url({ sameOrigin: true }),
  tags: list(text()),
}

describe('readOptions', () => {
  it('gives the defaults for an empty block', () => {
    expect(readOptions('demo', {}, schema)).toEqual({
      loop: false,
      autoplay: true,
      delay: 3,
      columns: 2,
      design: 'grid',
      title: 'Untitled',
      link: undefined,
      next: undefined,
      tags: [],
    })
  })

  it('reads what the template wrote, numeric texts as numbers and relative URLs against the page', () => {
    const read = readOptions(
      'demo',
      { loop: true, delay: '4.5', columns: 3, design: 'stack', title: ' Hi ', link: '/a', tags: ['x'] },
      schema,
    )
    expect(read).toMatchObject({ loop: true, delay: 4.5, columns: 3, design: 'stack', title: 'Hi', tags: ['x'] })
    expect(read.link).toBe(new URL('/a', location.href).href)
  })

  it.each([
    [{ loop: 'yes' }, 'demo: loop must be true or false'],
    [{ delay: 11 }, 'demo: delay must be between 1 and 10'],
    [{ columns: 1.5 }, 'demo: columns must be a whole number'],
    [{ delay: 'soon' }, 'demo: delay must be a number'],
    [{ design: 'masonry' }, 'demo: design must be one of grid, stack'],
    [{ link: 'javascript:alert(1)' }, 'demo: link must be an http(s) URL'],
    [{ next: 'https://elsewhere.example/' }, 'demo: next must be an http(s) URL of this site'],
    [{ tags: [1] }, 'demo: tags[0] must be a text'],
  ])('refuses %j with one TypeError naming the setting', (settings, message) => {
    expect(() => readOptions('demo', settings, schema)).toThrow(new TypeError(message))
  })
})

describe('optional, required and record', () => {
  const nested = {
    name: required(text()),
    open: optional(boolean()),
    count: number(0, { min: 0 }),
    place: record({ lat: number(0, { min: -90, max: 90 }), title: text() }),
    rows: list(record({ id: required(text()) })),
  }

  it('reads absent optional settings as undefined and an absent record from its defaults', () => {
    expect(readOptions('demo', { name: 'a', open: '' }, nested)).toEqual({
      name: 'a',
      open: undefined,
      count: 0,
      place: { lat: 0, title: '' },
      rows: [],
    })
  })

  it.each([
    [{}, 'demo: name must be set'],
    [{ name: '  ' }, 'demo: name must be set'],
    [{ name: 'a', count: -1 }, 'demo: count must be 0 or more'],
    [{ name: 'a', place: [] }, 'demo: place must be an object'],
    [{ name: 'a', place: { lat: 91 } }, 'demo: place.lat must be between -90 and 90'],
    [{ name: 'a', rows: [{ id: 'x' }, {}] }, 'demo: rows[1].id must be set'],
  ])('refuses %j naming the nested setting', (settings, message) => {
    expect(() => readOptions('demo', settings, nested)).toThrow(new TypeError(message))
  })
})
