import { describe, expect, it } from 'vitest'
import {
  belowMinimum,
  type Cart,
  EMPTY_CART,
  isCart,
  parseQuantity,
  readCart,
  withoutEntry,
  withQuantity,
} from './cart.ts'

const entry = (id: string, unitPriceCents: number, quantity: number) => ({
  id,
  itemId: `item-${id}`,
  sku: `SQ000000${id}`,
  title: `Product ${id}`,
  url: `/store/p/${id}`,
  image: null,
  optionValues: [],
  quantity,
  unitPriceCents,
  priceCents: unitPriceCents * quantity,
})
const CART: Cart = {
  id: 'c-1',
  entries: [entry('1', 650, 2), entry('2', 900, 1)],
  subtotalCents: 2200,
  totalQuantity: 3,
}

describe('optimistic changes', () => {
  it('sets a quantity and sums the totals again', () => {
    const next = withQuantity(CART, '1', 5)
    expect(next.entries[0]).toMatchObject({ quantity: 5, priceCents: 3250 })
    expect([next.subtotalCents, next.totalQuantity]).toEqual([4150, 6])
    expect(CART.entries[0]!.quantity).toBe(2)
  })

  it('removes an entry at 0 and by withoutEntry', () => {
    expect(withQuantity(CART, '1', 0)).toEqual({
      ...CART,
      entries: [CART.entries[1]],
      subtotalCents: 900,
      totalQuantity: 1,
    })
    expect(withoutEntry(CART, '2')).toMatchObject({ subtotalCents: 1300, totalQuantity: 2 })
    expect(withoutEntry(withoutEntry(CART, '1'), '2')).toMatchObject({
      entries: [],
      subtotalCents: 0,
      totalQuantity: 0,
    })
  })
})

describe('parseQuantity', () => {
  it('reads whole numbers from 0 to 999, and nothing else', () => {
    expect(['0', '3', ' 12 ', '999'].map(parseQuantity)).toEqual([0, 3, 12, 999])
    expect(['', '-1', '1.5', '1e2', 'two', '1000'].map(parseQuantity)).toEqual(Array(6).fill(undefined))
  })
})

describe('belowMinimum', () => {
  it('blocks checkout of a cart with entries under the minimum only', () => {
    expect(belowMinimum(CART, 2500)).toBe(true)
    expect(belowMinimum(CART, 2200)).toBe(false)
    expect(belowMinimum(EMPTY_CART, 2500)).toBe(false)
  })
})

describe('isCart', () => {
  it('accepts the cart answer and refuses other shapes', () => {
    expect(isCart(CART)).toBe(true)
    expect(isCart(EMPTY_CART)).toBe(true)
    expect(isCart(null)).toBe(false)
    expect(isCart({ entries: [], subtotalCents: '0', totalQuantity: 0 })).toBe(false)
    expect(isCart({ ...CART, entries: [{ id: 1 }] })).toBe(false)
  })
})

describe('the entries of a cart answer', () => {
  it('reads an entry without option values or price as the server may send it', () => {
    const { optionValues, priceCents, ...bare } = entry('1', 650, 2)
    const read = readCart({ ...CART, entries: [bare, { ...entry('2', 900, 1), optionValues: null }] })
    expect(read.entries).toEqual([
      { ...bare, optionValues: [], priceCents: 1300 },
      { ...entry('2', 900, 1), optionValues: [] },
    ])
  })

  it('keeps the option values that are a name and a value', () => {
    const read = readCart({
      ...CART,
      entries: [
        {
          ...entry('1', 650, 2),
          optionValues: [
            { name: 'Size', value: 'Large' },
            { name: 'Colour' },
            null,
            'Blue',
            { name: 'Colour', value: 'Rye' },
          ],
        },
      ],
    })
    expect(read.entries[0]).toMatchObject({
      optionValues: [
        { name: 'Size', value: 'Large' },
        { name: 'Colour', value: 'Rye' },
      ],
    })
  })
})

describe('the totals beyond the subtotal', () => {
  const PRICED: Cart = { ...CART, discountCents: 0, shippingCostCents: 500, taxCents: 176, grandTotalCents: 2876 }

  it('keeps the totals that are cents, and leaves out the others', () => {
    expect(readCart(PRICED)).toEqual(PRICED)
    const odd = readCart({ ...CART, taxCents: 1.5, shippingCostCents: '500', discountCents: null, repricing: true })
    expect(odd).toEqual(CART)
  })

  it('marks a cart changed on the page as waiting for the server to price it, when it has totals', () => {
    expect(withQuantity(PRICED, '1', 3)).toMatchObject({ subtotalCents: 2850, taxCents: 176, repricing: true })
    expect(withoutEntry(PRICED, '2').repricing).toBe(true)
    expect(withQuantity(CART, '1', 3).repricing).toBeUndefined()
  })
})
