// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/store"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IslandHandle } from '../../contract.ts'
import { ALTERNATE_ATTRIBUTE, mount } from './index.ts'

let handle: IslandHandle | undefined
const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-part=item]')]
    .filter((card) => !card.hidden)
    .map((card) => card.dataset.itemId)
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[data-part=category]')].find((a) => a.textContent === name)!
const current = () => document.querySelector('a[aria-current=page]')?.textContent
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

async function mountList() {
  const element = document.getElementById('products')!
  handle = await mount(element, {
    kind: 'product-list',
    settings: { collectionId: 'store' },
    page: { locale: 'en-US' },
  })
}

beforeEach(() => {
  history.replaceState(null, '', '/store')
  document.body.innerHTML = `
    <div data-block="product-list" id="products">
      <a data-part="category" href="/store">All</a>
      <a data-part="category" href="?category=bread">Bread</a>
      <a data-part="category" href="?category=cakes">Cakes</a>
      <ul>
        <li data-part="item" data-item-id="loaf" data-categories="bread"><span data-part="media"><img alt=""><img alt=""></span></li>
        <li data-part="item" data-item-id="buns" data-categories="bread,cakes"><img alt=""></li>
        <li data-part="item" data-item-id="cake" data-categories="cakes"><img alt=""></li>
      </ul>
    </div>`
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
})

describe('the product list', () => {
  it('filters in place on a category link, keeps the address, and announces the count', async () => {
    await mountList()
    expect(click(link('Cakes'))).toBe(false)
    expect(visible()).toEqual(['buns', 'cake'])
    expect(location.search).toBe('?category=cakes')
    expect(current()).toBe('Cakes')
    expect(document.querySelector('[role=status]')!.textContent).toBe('2 products')
    click(link('All'))
    expect(visible()).toEqual(['loaf', 'buns', 'cake'])
    expect(location.pathname + location.search).toBe('/store')
  })

  it('restores the filter of the address on popstate (Back)', async () => {
    await mountList()
    click(link('Bread'))
    click(link('Cakes'))
    history.replaceState(null, '', '/store?category=bread')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(visible()).toEqual(['loaf', 'buns'])
    expect(current()).toBe('Bread')
  })

  it('starts from the address the server answered', async () => {
    history.replaceState(null, '', '/store?category=cakes')
    await mountList()
    expect(visible()).toEqual(['buns', 'cake'])
  })

  it('leaves a click with a modifier to the browser', async () => {
    await mountList()
    expect(click(link('Cakes'), { ctrlKey: true })).toBe(true)
    expect(visible()).toEqual(['loaf', 'buns', 'cake'])
  })

  it('shows a second image while a card is pointed at or focused', async () => {
    await mountList()
    const card = document.querySelector<HTMLElement>('[data-item-id=loaf]')!
    card.dispatchEvent(new PointerEvent('pointerenter'))
    expect(card.hasAttribute(ALTERNATE_ATTRIBUTE)).toBe(true)
    card.dispatchEvent(new PointerEvent('pointerleave'))
    expect(card.hasAttribute(ALTERNATE_ATTRIBUTE)).toBe(false)
    card.dispatchEvent(new FocusEvent('focusin'))
    expect(card.hasAttribute(ALTERNATE_ATTRIBUTE)).toBe(true)
  })

  it('listens to nothing after destroy', async () => {
    await mountList()
    handle!.destroy()
    handle = undefined
    expect(click(link('Cakes'))).toBe(true)
    expect(document.querySelector('[role=status]')).toBeNull()
  })
})
