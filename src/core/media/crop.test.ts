import { describe, expect, it } from 'vitest'
import { FIT_TERMS, parseAlignment, parseDimensions, parseFocalPoint, placeImage } from './crop.ts'

describe('reading the image attributes', () => {
  it('reads WIDTHxHEIGHT and refuses anything else', () => {
    expect(parseDimensions('2500x1667')).toEqual({ width: 2500, height: 1667 })
    expect(parseDimensions(' 300 X 200 ')).toEqual({ width: 300, height: 200 })
    for (const bad of ['', '2500', '2500x', 'x100', '0x100', '100x-1', 'wide', '100*200', undefined, null]) {
      expect(parseDimensions(bad)).toBeUndefined()
    }
  })

  it('reads the focal point as fractions, the centre by default', () => {
    expect(parseFocalPoint('0.2,0.8')).toEqual({ x: 0.2, y: 0.8 })
    expect(parseFocalPoint('1.5,-1')).toEqual({ x: 1, y: 0 })
    expect(parseFocalPoint(undefined)).toEqual({ x: 0.5, y: 0.5 })
    expect(parseFocalPoint('left')).toEqual({ x: 0.5, y: 0.5 })
  })

  it('maps the fit terms to cover and contain', () => {
    expect(FIT_TERMS).toEqual({ fill: 'cover', 'content-fill': 'cover', fit: 'contain', 'content-fit': 'contain' })
  })

  it('reads one or two alignments and drops unknown words', () => {
    expect(parseAlignment('top')).toEqual(['top'])
    expect(parseAlignment('Bottom right')).toEqual(['bottom', 'right'])
    expect(parseAlignment('middle')).toEqual([])
  })
})

describe('placeImage', () => {
  const landscape = { width: 600, height: 300 }
  const square = { width: 300, height: 300 }

  it('covers the box and centres the focal point', () => {
    expect(placeImage(square, landscape, 'cover')).toEqual({ width: 600, height: 300, left: -150, top: 0 })
    expect(placeImage(square, landscape, 'cover', { x: 0.75, y: 0.5 })).toEqual({
      width: 600,
      height: 300,
      left: -300,
      top: 0,
    })
  })

  it('keeps the image over the whole box when the focal point is near an edge', () => {
    expect(placeImage(square, landscape, 'cover', { x: 0, y: 0.5 }).left).toBe(0)
    expect(placeImage(square, landscape, 'cover', { x: 1, y: 0.5 }).left).toBe(-300)
    const tall = placeImage({ width: 300, height: 100 }, square, 'cover', { x: 0.5, y: 0.9 })
    expect(tall).toEqual({ width: 300, height: 300, left: 0, top: -200 })
  })

  it('contains the image, centred unless aligned', () => {
    expect(placeImage(square, landscape, 'contain')).toEqual({ width: 300, height: 150, left: 0, top: 75 })
    expect(placeImage(square, landscape, 'contain', undefined, ['top'])).toEqual({
      width: 300,
      height: 150,
      left: 0,
      top: 0,
    })
    expect(placeImage(square, landscape, 'contain', undefined, ['bottom'])).toEqual({
      width: 300,
      height: 150,
      left: 0,
      top: 150,
    })
    const wide = { width: 400, height: 100 }
    expect(placeImage(wide, square, 'contain', undefined, ['left']).left).toBe(0)
    expect(placeImage(wide, square, 'contain', undefined, ['right']).left).toBe(300)
    expect(placeImage(wide, square, 'contain').left).toBe(150)
  })

  it('never draws the image larger than its original with a maximum scale of 1 (spec: stretch)', () => {
    const box = { width: 1000, height: 600 }
    const small = { width: 400, height: 300 }
    expect(placeImage(box, small, 'contain', undefined, [], 1)).toEqual({
      width: 400,
      height: 300,
      left: 300,
      top: 150,
    })
    // A cover crop longer than the box on one axis only: cropped there around the focal point, centred on the other.
    const tall = { width: 500, height: 1000 }
    expect(placeImage(box, tall, 'cover', { x: 0.5, y: 0.2 }, [], 1)).toEqual({
      width: 500,
      height: 1000,
      left: 250,
      top: 0,
    })
    expect(placeImage(box, small, 'cover')).toMatchObject({ width: 1000, height: 750 })
  })
})
