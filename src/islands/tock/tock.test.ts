import { describe, expect, it } from 'vitest'
import { normalizeOptions, TOCK_SCRIPT } from './options.ts'
import { layoutFor, tockQueue } from './tock.ts'

describe('tock widget', () => {
  it('lays the widget out as a column at 750 px or less', () => {
    expect(layoutFor(750)).toBe('column')
    expect(layoutFor(320)).toBe('column')
    expect(layoutFor(751)).toBe('row')
  })

  it('queues commands until the provider script takes them', () => {
    const target: Parameters<typeof tockQueue>[0] = {}
    const { tock, created } = tockQueue(target)
    expect(created).toBe(true)
    tock('init', 'harbour-street-bakery')
    expect(tock.queue).toEqual([['init', 'harbour-street-bakery']])
    const calls: unknown[][] = []
    tock.callMethod = (...args) => calls.push(args)
    tock('open')
    expect(calls).toEqual([['open']])
    expect(target._tock).toBe(tock)
    expect(tockQueue(target)).toEqual({ tock, created: false })
  })

  it('needs the business name, and takes the provider script by default', () => {
    expect(normalizeOptions({ businessName: ' harbour ' })).toEqual({ businessName: 'harbour', scriptUrl: TOCK_SCRIPT })
    expect(() => normalizeOptions({})).toThrow(new TypeError('tock: businessName must be set'))
    expect(() => normalizeOptions({ businessName: 'x', scriptUrl: 42 })).toThrow(
      new TypeError('tock: scriptUrl must be a text'),
    )
  })
})
