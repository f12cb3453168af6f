import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from '../../core/i18n/index.ts'
import { cartState, countLabel, countText } from './cart-indicator.ts'
import messages from 'virtual:atoll-messages'

beforeAll(() => loadMessages(messages, 'en-US'))

describe('cart indicator', () => {
  it("shows the count up to 100, then '100+'", () => {
    expect([0, 5, 100, 101, 150].map(countText)).toEqual(['0', '5', '100', '100+', '100+'])
  })

  it("speaks the count, and 'More than 100 items in cart' beyond 100", () => {
    expect(countLabel(0)).toBe('No items in cart')
    expect(countLabel(1)).toBe('1 item in cart')
    expect(countLabel(100)).toBe('100 items in cart')
    expect(countLabel(150)).toBe('More than 100 items in cart')
  })

  it('is uninitialised until its first update, then empty at 0, else not empty', () => {
    expect(cartState(false, 3)).toBe('uninitialised')
    expect(cartState(true, 0)).toBe('empty')
    expect(cartState(true, 3)).toBe('not-empty')
  })

  it('speaks French on a French page', async () => {
    await loadMessages(messages, 'fr-FR')
    expect(countLabel(5)).toBe('5 articles dans le panier')
    expect(countLabel(101)).toBe('Plus de 100 articles dans le panier')
    await loadMessages(messages, 'en-US')
  })
})
