import { describe, expect, it } from 'vitest'
import { parseDimensions, sizedSource } from '../../core/media/index.ts'
import {
  withoutLastSegment,
  carouselPerRow,
  clickDirection,
  findSlide,
  hashItemId,
  historyUrl,
  isSwipe,
  lastSegment,
  normalizeIndex,
  randomOther,
  step,
  withoutItemId,
} from './gallery.ts'

describe('the index rules', () => {
  it('turns non-numbers into 0', () => {
    for (const value of ['2', null, undefined, NaN, Infinity, {}, true]) expect(normalizeIndex(value, 5)).toBe(0)
  })

  it('wraps negatives from the end and overflow modulo the count', () => {
    expect(normalizeIndex(-1, 5)).toBe(4)
    expect(normalizeIndex(-6, 5)).toBe(4)
    expect(normalizeIndex(5, 5)).toBe(0)
    expect(normalizeIndex(12, 5)).toBe(2)
    expect(normalizeIndex(2.7, 5)).toBe(2)
    expect(normalizeIndex(3, 0)).toBe(0)
  })

  it('wraps next and previous when looping, else reaches the end or the beginning', () => {
    expect(step(4, 5, 1, true)).toEqual({ index: 0 })
    expect(step(0, 5, -1, true)).toEqual({ index: 4 })
    expect(step(4, 5, 1, false)).toEqual({ reached: 'end' })
    expect(step(0, 5, -1, false)).toEqual({ reached: 'beginning' })
    expect(step(2, 5, 1, false)).toEqual({ index: 3 })
  })

  it('picks a different random slide', () => {
    expect(randomOther(2, 5, () => 0)).toBe(0)
    expect(randomOther(0, 5, () => 0)).toBe(1)
    expect(randomOther(2, 5, () => 0.5)).toBe(3) // the current one is skipped over
    expect(randomOther(4, 5, () => 0.999)).toBe(3)
    expect(randomOther(0, 1, () => 0.5)).toBe(0)
    for (let i = 0; i < 50; i++) expect(randomOther(1, 3)).not.toBe(1)
  })
})

describe('the carousel row', () => {
  it('shows 2 under 480 px with more than one slide, 3 under 724 px with more than two', () => {
    expect(carouselPerRow(400, 8, 4)).toBe(2)
    expect(carouselPerRow(400, 1, 4)).toBe(4)
    expect(carouselPerRow(600, 8, 4)).toBe(3)
    expect(carouselPerRow(600, 2, 4)).toBe(4)
    expect(carouselPerRow(600, 8, 1)).toBe(1)
    expect(carouselPerRow(1000, 8, 4)).toBe(4)
  })
})

describe('gestures and clicks', () => {
  it('advances on a gesture over half the width, faster than 1 px/ms, or 50 px within 250 ms', () => {
    expect(isSwipe(-310, 1000, 600)).toBe(true)
    expect(isSwipe(200, 150, 600)).toBe(true)
    expect(isSwipe(50, 250, 600)).toBe(true)
    expect(isSwipe(49, 100, 600)).toBe(false)
    expect(isSwipe(60, 260, 600)).toBe(false)
    expect(isSwipe(-200, 600, 600)).toBe(false)
  })

  it('goes next, previous, or by the half of the slide that was clicked', () => {
    expect(clickDirection('next', 10, 100)).toBe(1)
    expect(clickDirection('previous', 90, 100)).toBe(-1)
    expect(clickDirection('split', 49, 100)).toBe(-1)
    expect(clickDirection('split', 51, 100)).toBe(1)
  })
})

describe('the address', () => {
  const slides = [{ id: 'a1', url: 'harbour' }, { id: 'b2', url: 'market' }, { url: 'forest' }]

  it('finds a slide by the itemId of the hash or the last path segment, by id or url', () => {
    expect(hashItemId('#itemId=b2')).toBe('b2')
    expect(hashItemId('#x=1&itemId=forest')).toBe('forest')
    expect(hashItemId('#other')).toBeUndefined()
    expect(lastSegment('/gallery/market/')).toBe('market')
    expect(lastSegment('/')).toBeUndefined()
    expect(findSlide(slides, 'b2')).toBe(1)
    expect(findSlide(slides, 'forest')).toBe(2)
    expect(findSlide(slides, 'nowhere')).toBe(-1)
    expect(findSlide(slides, undefined)).toBe(-1)
  })

  it('writes the item id on the collection URL with a trailing slash', () => {
    expect(historyUrl('/gallery', 'a1')).toBe('/gallery/#itemId=a1')
    expect(historyUrl('/gallery/', 'a b', '?x=1')).toBe('/gallery/?x=1#itemId=a%20b')
  })

  it('takes the item id out of an address, keeping the rest', () => {
    expect(withoutItemId('http://h/p?q=1#itemId=a1')).toBe('/p?q=1')
    expect(withoutItemId('http://h/p#x=1&itemId=a1')).toBe('/p#x=1')
  })
})

describe('addresses with hostile values', () => {
  it('drop the last path segment as the pattern did', () => {
    expect(withoutLastSegment('/lightbox/saturday-market')).toBe('/lightbox/')
    expect(withoutLastSegment('/a//b//')).toBe('/a/')
    expect(withoutLastSegment('/market')).toBe('/')
    expect(withoutLastSegment('market')).toBe('/')
    expect(withoutLastSegment('///')).toBe('///')
  })

  it('take less than 50 ms on a 50 KB value: path segments, item ids, image sources and dimensions', () => {
    const long = 'a'.repeat(50_000)
    const hostile = [
      `/${long}/b`,
      `${'/'.repeat(50_000)}a/b`,
      `/${'.a'.repeat(25_000)}/`,
      `#${'itemId=&'.repeat(6_000)}`,
      `${'1'.repeat(50_000)}x`,
      `1x${'1'.repeat(50_000)}a`,
      `${' '.repeat(25_000)}1x1${' '.repeat(25_000)}!`,
    ]
    const handle = (value: string) => {
      withoutLastSegment(value)
      lastSegment(value)
      hashItemId(value)
      withoutItemId(`https://example.com/${value.replace(/^\//, '')}`)
      sizedSource(value, 500, 'filename')
      sizedSource(value, 500)
      parseDimensions(value)
    }
    // Once on a short value first: what is measured is the work a long value makes, not the engine warming up.
    for (const value of hostile) handle(value.slice(0, 200))
    // The best of five runs: backtracking costs every run, a garbage collection or a busy machine one.
    for (const value of hostile) {
      const runs = [0, 1, 2, 3, 4].map(() => {
        const started = performance.now()
        handle(value)
        return performance.now() - started
      })
      expect(Math.min(...runs), `${value.slice(0, 20)}: ${runs.map(Math.round).join(' ')} ms`).toBeLessThan(50)
    }
  })
})
