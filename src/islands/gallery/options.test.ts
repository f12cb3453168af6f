import { describe, expect, it } from 'vitest'
import { designFor, UNKNOWN_DESIGN } from './designs.ts'
import { mapDesign } from './designs.ts'
import { AUTOPLAY_TIMEOUT_MS, normalizeOptions } from './options.ts'

describe('the gallery designs', () => {
  it('maps the design setting as the spec does, anything else to base', () => {
    expect(
      [
        'stacked',
        'slider',
        'slideshow',
        'grid',
        'autogrid',
        'autocolumns',
        'autorows',
        'carousel',
        'list',
        'mosaic',
        undefined,
        3,
      ].map(mapDesign),
    ).toEqual([
      'base',
      'strip',
      'stacked',
      'grid',
      'autogrid',
      'autocolumns',
      'autorows',
      'carousel',
      'list',
      'base',
      'base',
      'base',
    ])
  })

  it('refuses a design name it does not know', () => {
    expect(() => designFor('mosaic')).toThrow(new TypeError('These are not the gallery designs you are looking for'))
    expect(() => designFor('toString')).toThrow(UNKNOWN_DESIGN)
    expect(designFor('carousel').motion).toBe('slide')
  })
})

describe('the gallery defaults', () => {
  it('grid: 4 a row, the lightbox on, padding 20', () => {
    expect(normalizeOptions({ design: 'grid' })).toMatchObject({
      design: 'grid',
      slidesPerRow: 4,
      lightbox: true,
      padding: 20,
    })
  })

  it('autogrid and autocolumns: column width 250, gutter 0', () => {
    expect(normalizeOptions({ design: 'autogrid' })).toMatchObject({ columnWidth: 250, gutter: 0, lightbox: false })
    expect(normalizeOptions({ design: 'autocolumns' })).toMatchObject({ columnWidth: 250, gutter: 0 })
  })

  it('autorows: gutter 20, the lightbox on (its row height of 250 is the CSS)', () => {
    expect(normalizeOptions({ design: 'autorows' })).toMatchObject({
      design: 'autorows',
      gutter: 20,
      lightbox: true,
    })
  })

  it('keyboard and keys: the left and right keys move it unless either is false', () => {
    expect(normalizeOptions({}).keyboard).toBe(true)
    expect(normalizeOptions({ keys: false }).keyboard).toBe(false)
    expect(normalizeOptions({ keyboard: false, keys: true }).keyboard).toBe(false)
  })

  it('lazyLoad: on unless set false', () => {
    expect(normalizeOptions({}).lazyLoad).toBe(true)
    expect(normalizeOptions({ lazyLoad: false }).lazyLoad).toBe(false)
  })

  it('carousel: 3 a row, gutter 1', () => {
    expect(normalizeOptions({ design: 'carousel' })).toMatchObject({ slidesPerRow: 3, gutter: 1 })
  })

  it('strip: 0.5 s, preload 1, the middle alignment, vSize 10', () => {
    expect(normalizeOptions({ design: 'slider' })).toMatchObject({
      design: 'strip',
      speed: 500,
      preload: 1,
      alignment: 'middle',
      vSize: 10,
    })
  })

  it('stacked: 1 s, preload 1, fade, click next, looping', () => {
    expect(normalizeOptions({ design: 'slideshow' })).toMatchObject({
      design: 'stacked',
      speed: 1000,
      preload: 1,
      transition: 'fade',
      clickBehavior: 'next',
      loop: true,
    })
  })

  it('autoplay: 5000 ms, random; autoplay-duration in seconds', () => {
    expect(normalizeOptions({})).toMatchObject({
      autoplay: false,
      autoplayTimeout: AUTOPLAY_TIMEOUT_MS,
      autoplayRandomize: true,
    })
    expect(normalizeOptions({ autoplay: true, 'autoplay-duration': 3 })).toMatchObject({
      autoplay: true,
      autoplayTimeout: 3000,
    })
    expect(normalizeOptions({ autoplayOptions: { randomize: false, timeout: 800 } })).toMatchObject({
      autoplayRandomize: false,
      autoplayTimeout: 800,
    })
  })

  it('maps the active alignment left, center, right to start, middle, end', () => {
    expect(normalizeOptions({ 'active-alignment': 'left' }).alignment).toBe('start')
    expect(normalizeOptions({ 'active-alignment': 'center' }).alignment).toBe('middle')
    expect(normalizeOptions({ 'active-alignment': 'right' }).alignment).toBe('end')
  })

  it("takes 'Auto' or a number (strings parsed) as the image aspect ratio", () => {
    expect(normalizeOptions({ imageAspectRatio: 'Auto' }).imageAspectRatio).toBeUndefined()
    expect(normalizeOptions({ imageAspectRatio: '75' }).imageAspectRatio).toBe(75)
    expect(normalizeOptions({ imageAspectRatio: 100 }).imageAspectRatio).toBe(100)
  })

  it('parses a column width given as a string, and caps the thumbnail margin at 5', () => {
    expect(normalizeOptions({ columnWidth: '220' }).columnWidth).toBe(220)
    expect(normalizeOptions({ 'thumbnail-strip-margin': 12 }).thumbnailStripMargin).toBe(5)
  })

  it('reads snap points as percentages or none', () => {
    expect(normalizeOptions({ snapPoint: '25%' }).snapPoint).toBe(0.25)
    expect(normalizeOptions({ snapPoint: 'none' }).snapPoint).toBe('none')
  })
})

describe('the validation rules', () => {
  const fails = (settings: Record<string, unknown>, message: string) =>
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(`Error evaluating gallery block data. ${message}`))

  it('column width must be a positive number', () => {
    fails({ columnWidth: -5 }, 'Column width must be a positive number')
    fails({ columnWidth: 'wide' }, 'Column width must be a positive number')
    fails({ columnWidth: 0 }, 'Column width must be a positive number')
  })

  it('strip alignment must be start, middle or end', () => {
    fails({ 'active-alignment': 'justify' }, 'Strip alignment must be start, middle or end')
  })

  it('swipe boundaries must be none, hard or inertial', () => {
    fails({ boundaries: 'soft' }, 'boundaries must be one of none, hard, inertial')
  })

  it('snap points must end with a percent sign or be none', () => {
    fails({ snapPoint: '25' }, 'Snap points must end with a percent sign or be none')
    fails({ snapPoint: 25 }, 'Snap points must end with a percent sign or be none')
  })

  it('resize threshold and timeout are numbers', () => {
    fails({ resizeThreshold: 'big' }, 'Resize threshold must be a number')
    fails({ resizeTimeout: [] }, 'Resize timeout must be a number')
  })

  it('an unknown stacked transition is named', () => {
    fails({ design: 'slideshow', transition: 'wipe' }, 'Unknown stacked transition: wipe')
  })

  it('names any other setting of the wrong type', () => {
    fails({ lightbox: 'yes' }, 'lightbox must be true or false')
    fails({ lightboxTheme: 'sepia' }, 'lightboxTheme must be one of light, dark')
    fails({ slidesPerRow: 2.5 }, 'slidesPerRow must be a whole number')
    fails({ slidesPerRow: 0 }, 'slidesPerRow must be 1 or more')
    fails({ listImageSize: 120 }, 'listImageSize must be between 1 and 100')
    fails({ imageAspectRatio: 'square' }, "imageAspectRatio must be a positive number or 'Auto'")
    fails({ linkedGalleries: 'other' }, 'linkedGalleries must be a list of gallery ids')
    fails({ keys: 'off' }, 'keys must be true or false')
    fails({ lazyLoad: 0 }, 'lazyLoad must be true or false')
    fails({ autoplayOptions: { pauseOnMouseover: true } }, 'pauseOnMouseover must be a list')
    fails(
      { 'meta-position': 'middle' },
      'meta-position must be one of top, bottom, top-left, bottom-left, top-right, bottom-right, center',
    )
  })
})
