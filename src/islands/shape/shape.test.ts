import { describe, expect, it } from 'vitest'
import { normalizeOptions } from './options.ts'
import { aspectRatio, type DropShadow, dropShadowFilter, SHAPE_DIMENSIONS } from './shape.ts'

const shadow = (angle: [number, string], distance: [number, string], blur: [number, string]) =>
  ({
    angle: { value: angle[0], unit: angle[1] },
    distance: { value: distance[0], unit: distance[1] },
    blur: { value: blur[0], unit: blur[1] },
  }) as DropShadow

describe('shape dimension', () => {
  it('is the spec table: 100 compact, 150 tall, 67 wide, as height for a width of 100', () => {
    expect(SHAPE_DIMENSIONS).toEqual({ compact: 100, tall: 150, wide: 67 })
    expect(aspectRatio('compact')).toBe('100 / 100')
    expect(aspectRatio('tall')).toBe('100 / 150')
    expect(aspectRatio('wide')).toBe('100 / 67')
  })
})

describe('drop shadow', () => {
  it.each([
    [[45, 'deg'], [10, 'px'], [4, 'px'], 'drop-shadow(7.07px 7.07px 4px rgb(0 0 0 / 0.35))'],
    [[0, 'deg'], [12, 'px'], [0, 'px'], 'drop-shadow(12px 0px 0px rgb(0 0 0 / 0.35))'],
    [[90, 'deg'], [8, 'px'], [6, 'px'], 'drop-shadow(0px 8px 6px rgb(0 0 0 / 0.35))'],
    [[180, 'deg'], [8, 'px'], [6, 'px'], 'drop-shadow(-8px 0px 6px rgb(0 0 0 / 0.35))'],
    [[0.25, 'turn'], [1, 'em'], [0.5, 'em'], 'drop-shadow(0em 1em 0.5em rgb(0 0 0 / 0.35))'],
    [[Math.PI, 'rad'], [5, 'px'], [2, 'px'], 'drop-shadow(-5px 0px 2px rgb(0 0 0 / 0.35))'],
    [[300, 'grad'], [10, 'rem'], [1, 'px'], 'drop-shadow(0rem -10rem 1px rgb(0 0 0 / 0.35))'],
    [[30, 'deg'], [20, 'px'], [3, 'pt'], 'drop-shadow(17.32px 10px 3pt rgb(0 0 0 / 0.35))'],
  ])('%j, %j, blur %j is %s', (angle, distance, blur, filter) => {
    expect(dropShadowFilter(shadow(angle as never, distance as never, blur as never))).toBe(filter)
  })
})

describe('shape settings', () => {
  it('reads the dimension and each part of the shadow with its unit', () => {
    expect(
      normalizeOptions({
        shape: 'star',
        dimension: 'tall',
        dropShadow: {
          angle: { value: '45', unit: 'deg' },
          distance: { value: 10, unit: 'px' },
          blur: { value: 4, unit: 'px' },
        },
        color: '#c33',
      }),
    ).toEqual({
      shape: 'star',
      dimension: 'tall',
      dropShadow: {
        angle: { value: 45, unit: 'deg' },
        distance: { value: 10, unit: 'px' },
        blur: { value: 4, unit: 'px' },
      },
      color: '#c33',
    })
    expect(normalizeOptions({})).toEqual({
      shape: undefined,
      dimension: undefined,
      dropShadow: undefined,
      color: undefined,
    })
  })

  it.each([
    [{ dimension: 'huge' }, 'shape: dimension must be one of compact, tall, wide'],
    [
      { dropShadow: { distance: { value: 3, unit: '%' } } },
      'shape: dropShadow.distance.unit must be one of px, em, rem, pt, vw, vh, vmin, vmax',
    ],
    [
      { dropShadow: { angle: { value: 3, unit: 'px' } } },
      'shape: dropShadow.angle.unit must be one of deg, grad, rad, turn',
    ],
    [{ dropShadow: { blur: { value: -1, unit: 'px' } } }, 'shape: dropShadow.blur.value must be 0 or more'],
    [{ dropShadow: { distance: { value: 'far', unit: 'px' } } }, 'shape: dropShadow.distance.value must be a number'],
    [{ dropShadow: 12 }, 'shape: dropShadow must be an object'],
  ])('refuses %j: %s', (settings, message) => {
    expect(() => normalizeOptions(settings)).toThrow(new TypeError(message))
  })
})
