import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../core/errors.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import type { Cart } from './cart.ts'
import { type CartApi, createCartController } from './controller.ts'
import messages from 'virtual:atoll-messages'

const entry = (id: string, quantity: number) => ({
  id,
  itemId: `item-${id}`,
  sku: 'SQ0000001',
  title: `Product ${id}`,
  url: '/',
  image: null,
  optionValues: [],
  quantity,
  unitPriceCents: 500,
  priceCents: 500 * quantity,
})
const cartOf = (...entries: ReturnType<typeof entry>[]): Cart => ({
  id: 'c-1',
  entries,
  subtotalCents: entries.reduce((sum, e) => sum + e.priceCents, 0),
  totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
})

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeAll(() => loadMessages(messages, 'en-US'))

function setup(api: Partial<CartApi>, confirm = true) {
  const onConfirmed = vi.fn()
  const controller = createCartController({
    api: { load: async () => cartOf(entry('a', 1), entry('b', 2)), setQuantity: vi.fn(), remove: vi.fn(), ...api },
    confirmRemove: async () => confirm,
    onConfirmed,
  })
  return { controller, onConfirmed, state: () => controller.store.getState() }
}

describe('the cart controller', () => {
  it('shows a quantity at once, then the answer of the server', async () => {
    const answer = deferred<Cart>()
    const { controller, state, onConfirmed } = setup({ setQuantity: () => answer.promise })
    await controller.load()
    const done = controller.setQuantity(state().cart.entries[0]!, 3)
    expect(state().cart.entries[0]!.quantity).toBe(3)
    expect(state().cart.subtotalCents).toBe(2500)
    answer.resolve(cartOf(entry('a', 3), entry('b', 2)))
    await done
    expect(onConfirmed).toHaveBeenCalledWith(cartOf(entry('a', 3), entry('b', 2)))
    expect(state().error).toBeUndefined()
  })

  it("rolls back with 'Unable to update quantity' and the server's reason when it refuses", async () => {
    const refusal = new HttpError('Only 5 of Seeded bread (Small) in stock.', 409, '/api/commerce/cart/entries/a')
    const { controller, state, onConfirmed } = setup({ setQuantity: () => Promise.reject(refusal) })
    await controller.load()
    await controller.setQuantity(state().cart.entries[0]!, 9)
    expect(state().cart.entries[0]!.quantity).toBe(1)
    expect(state().error).toEqual({
      message: 'Unable to update quantity',
      reason: 'Only 5 of Seeded bread (Small) in stock.',
    })
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it("removes only after the confirmation, and rolls back with 'Unable to remove item'", async () => {
    const refusal = deferred<Cart>()
    const remove = vi.fn(() => refusal.promise)
    const kept = setup({ remove }, false)
    await kept.controller.load()
    expect(await kept.controller.setQuantity(kept.state().cart.entries[0]!, 0)).toBe(false)
    expect(remove).not.toHaveBeenCalled()
    expect(kept.state().cart.entries).toHaveLength(2)

    const refused = setup({ remove })
    await refused.controller.load()
    const done = refused.controller.remove(refused.state().cart.entries[0]!)
    await vi.waitFor(() => expect(refused.state().cart.entries).toHaveLength(1))
    refusal.reject(new Error('Not in this cart.'))
    await done
    expect(refused.state().cart.entries).toHaveLength(2)
    expect(refused.state().error?.message).toBe('Unable to remove item')
  })

  it('sends one call at a time, in the order the visitor made the changes', async () => {
    const first = deferred<Cart>()
    const calls: number[] = []
    let firstAnswered = false
    const { controller, state } = setup({
      setQuantity: (_id, quantity) => {
        calls.push(quantity)
        if (quantity === 2) return first.promise
        // The second call goes out only once the first has its answer.
        expect(firstAnswered).toBe(true)
        return Promise.resolve(cartOf(entry('a', quantity), entry('b', 2)))
      },
    })
    await controller.load()
    const a = () => state().cart.entries[0]!
    const one = controller.setQuantity(a(), 2)
    const two = controller.setQuantity(a(), 3)
    expect(a().quantity).toBe(3)
    await vi.waitFor(() => expect(calls).toEqual([2]))
    firstAnswered = true
    first.resolve(cartOf(entry('a', 2), entry('b', 2)))
    await Promise.all([one, two])
    expect(calls).toEqual([2, 3])
    expect(a().quantity).toBe(3)
  })

  it("shows another tab's cart, unless a change of its own is under way", async () => {
    const answer = deferred<Cart>()
    const { controller, state } = setup({ setQuantity: () => answer.promise })
    await controller.load()
    controller.receive(cartOf(entry('b', 4)))
    expect(state().cart.entries.map((e) => e.id)).toEqual(['b'])
    const done = controller.setQuantity(state().cart.entries[0]!, 5)
    controller.receive(cartOf())
    expect(state().cart.entries[0]!.quantity).toBe(5)
    answer.resolve(cartOf(entry('b', 5)))
    await done
    expect(state().cart.entries[0]!.quantity).toBe(5)
  })

  it('says when the cart cannot load', async () => {
    const { controller, state } = setup({ load: () => Promise.reject(new Error('offline')) })
    await controller.load()
    expect(state().phase).toBe('failed')
  })

  it("says 'Unable to connect' and keeps the entry when the confirmation cannot be asked (its code did not load)", async () => {
    const remove = vi.fn()
    const controller = createCartController({
      api: { load: async () => cartOf(entry('a', 1), entry('b', 2)), setQuantity: vi.fn(), remove },
      confirmRemove: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      onConfirmed: vi.fn(),
    })
    await controller.load()
    const { cart } = controller.store.getState()
    expect(await controller.remove(cart.entries[1]!)).toBe(false)
    expect(await controller.setQuantity(cart.entries[0]!, 0)).toBe(false)
    expect(remove).not.toHaveBeenCalled()
    expect(controller.store.getState()).toMatchObject({
      cart,
      error: { message: 'Unable to remove item', reason: 'Unable to connect. Please try again.' },
    })
  })
})
