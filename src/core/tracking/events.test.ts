// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'

async function load() {
  vi.resetModules()
  return import('./events.ts')
}

describe('the islands’ analytics events', () => {
  it('are dispatched on document, typed by the contract, for the page’s own listeners too', async () => {
    const { emit } = await load()
    const heard = vi.fn()
    document.addEventListener('atoll:quick-view', (event) => heard(event.detail))
    emit('atoll:quick-view', { itemId: 'item-1001' })
    expect(heard).toHaveBeenCalledWith({ itemId: 'item-1001' })
  })

  it('are held until the tracking feature takes them, once, and again after it is destroyed', async () => {
    const { emit, holdEvents, takeEvents } = await load()
    emit('atoll:button', { action: 'render', id: 'order' })
    emit('atoll:form-render', { formId: 'f-1' })
    expect(takeEvents().map(({ type, detail }) => [type, detail])).toEqual([
      ['atoll:button', { action: 'render', id: 'order' }],
      ['atoll:form-render', { formId: 'f-1' }],
    ])
    emit('atoll:button', { action: 'click', id: 'order' })
    expect(takeEvents()).toEqual([])
    holdEvents()
    emit('atoll:quick-view', { itemId: 'item-1001' })
    expect(takeEvents().map(({ detail }) => detail)).toEqual([{ itemId: 'item-1001' }])
  })

  it('are held at most HELD_EVENTS_MAX, the first ones, where no tracking feature comes', async () => {
    const { emit, HELD_EVENTS_MAX, takeEvents } = await load()
    for (let index = 0; index < HELD_EVENTS_MAX + 5; index++) emit('atoll:form-render', { formId: `f-${index}` })
    const held = takeEvents()
    expect(held).toHaveLength(HELD_EVENTS_MAX)
    expect(held.at(-1)!.detail).toEqual({ formId: `f-${HELD_EVENTS_MAX - 1}` })
  })
})
