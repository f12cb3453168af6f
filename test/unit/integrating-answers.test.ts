// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/store"}
// The smallest answers of docs/integrating.md, each served to the island or the reader that reads it:
// the guide's JSON is what these tests answer, so an answer that stops working fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { server, useServer } from '../msw/server.ts'
import type { IslandHandle } from '../../src/contract.ts'
import { addToCart, cartStore } from '../../src/core/cart/store.ts'
import { loadMessages } from '../../src/core/i18n/index.ts'
import { readResults } from '../../src/core/search/search.ts'
import { logout } from '../../src/core/session/logout.ts'
import { chosenVariant, isSoldOut, readProduct } from '../../src/core/store/product.ts'
import { fetchPageLoadId } from '../../src/features/tracking/performance.ts'
import { mount as mountBlogList } from '../../src/islands/blog-list/index.ts'
import { readEvents as readCalendar } from '../../src/islands/calendar/calendar.ts'
import { mount as mountCart } from '../../src/islands/cart/index.ts'
import { readComment, readPage as readComments } from '../../src/islands/comments/comments.ts'
import { mount as mountForm } from '../../src/islands/form/index.ts'
import { mount as mountLikes } from '../../src/islands/likes/index.ts'
import { reviewsApi } from '../../src/islands/product-reviews/index.ts'
import { readEvents as readTourDates } from '../../src/islands/tour-dates/tour-dates.ts'
import messages from 'virtual:atoll-messages'

const fakePurify = await vi.hoisted(() => import('../mocks/dompurify.ts'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('dompurify', () => fakePurify)

const GUIDE = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'integrating.md'), 'utf8')

/** The guide's answers: each ```json block whose info string names its call after the language. */
const ANSWERS = new Map(
  [...GUIDE.matchAll(/^```json (.+)\n([\s\S]*?)^```$/gm)].map(([, call, body]) => [call!.trim(), body!]),
)

/** The guide's answer to `call`, parsed afresh for each use. */
function answer(call: string): Record<string, unknown> {
  const body = ANSWERS.get(call)
  if (body === undefined) throw new Error(`docs/integrating.md has no answer for ${call}`)
  return JSON.parse(body) as Record<string, unknown>
}

/** Answers `path` (any origin: a page's or the API's) with the guide's answer to `call`. */
const answering = (method: 'get' | 'post' | 'put' | 'delete', path: string, call: string, status = 200) =>
  http[method](`*${path}`, () => HttpResponse.json(answer(call), { status }))

const seen = useServer(
  answering('post', '/api/form/FormSubmissionKey', 'POST /api/form/FormSubmissionKey'),
  answering('post', '/api/form/SaveFormSubmission', 'POST /api/form/SaveFormSubmission'),
  answering('get', '/api/commerce/cart', 'GET /api/commerce/cart'),
  answering('post', '/api/commerce/cart/entries', 'POST /api/commerce/cart/entries'),
  answering('get', '/api/commerce/review-request', 'GET /api/commerce/review-request?token='),
  answering('get', '/api/content/items', 'GET /api/content/items'),
  answering('post', '/api/content/likes', 'POST /api/content/likes'),
  answering('get', '/api/1/performance/settings', 'GET /api/1/performance/settings'),
  answering('post', '/api/auth/Logout', 'POST /api/auth/Logout'),
)

/** The calls whose answers this file checks: a new answer in the guide needs its test. */
const CHECKED = [
  'POST /api/form/FormSubmissionKey',
  'POST /api/form/SaveFormSubmission',
  'POST /api/form/SaveFormSubmission 400',
  'GET /api/commerce/cart',
  'GET /api/commerce/cart, with an entry',
  'GET /api/commerce/cart, with totals',
  'POST /api/commerce/cart/entries',
  'GET /api/commerce/products/{itemId}',
  'GET /api/commerce/review-request?token=',
  'GET /api/content/items',
  'GET /api/comment/comments',
  'POST /api/comment/comments',
  'POST /api/content/likes',
  'GET /api/search/GeneralSearch',
  'GET /api/content/events',
  'GET /api/tour-dates',
  'POST /api/auth/Logout',
  'GET /api/1/performance/settings',
  'GET /api/google-maps/places/autocomplete',
  'GET /api/google-maps/places/details',
]

let handle: IslandHandle | undefined
const page = { locale: 'en-US' }
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)

beforeAll(() => loadMessages(messages, 'en-US'))

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  cartStore.setState(cartStore.getInitialState(), true)
})

describe("the guide's answers", () => {
  it('are JSON, and each is checked below', () => {
    expect([...ANSWERS.keys()].sort()).toEqual([...CHECKED].sort())
    for (const call of ANSWERS.keys()) expect(() => answer(call)).not.toThrow()
  })
})

describe('the form', () => {
  const DEFINITION = { formId: 'f-1', fields: [{ id: 'email-1', type: 'email', title: 'Email', required: true }] }

  async function submitEmail() {
    document.body.innerHTML = '<div data-block="form" id="contact"></div>'
    handle = await mountForm($('#contact')!, { kind: 'form', settings: DEFINITION, page })
    const email = $<HTMLInputElement>('#contact-email-1')!
    email.value = 'ada@harbour.shop'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    $<HTMLButtonElement>('.atoll-form-submit')!.click()
  }

  it('is saved with the key the smallest key answer gives, and thanks the visitor on the smallest save answer', async () => {
    await submitEmail()
    await vi.waitFor(() => expect($('.atoll-form-submitted')?.textContent).toBe('Thank you!'))
    const save = seen.find((request) => request.url.pathname === '/api/form/SaveFormSubmission')!
    expect(JSON.parse(save.body)).toMatchObject({ key: 'k-1', formId: 'f-1', form: '{"email-1":"ada@harbour.shop"}' })
  })

  it("shows the 400's field errors at their field", async () => {
    server.use(answering('post', '/api/form/SaveFormSubmission', 'POST /api/form/SaveFormSubmission 400', 400))
    await submitEmail()
    await vi.waitFor(() =>
      expect($('.atoll-form-summary')?.textContent).toContain(
        'One or more fields is invalid, please check your entries.',
      ),
    )
    expect($('#contact-email-1-error')?.textContent).toContain('Use the address you ordered with.')
    expect($('#contact-email-1')!.getAttribute('aria-invalid')).toBe('true')
  })
})

describe("the form's address lookup", () => {
  it("suggests the smallest autocomplete answer's place and fills the parts of the smallest details answer", async () => {
    server.use(
      answering('get', '/api/google-maps/places/autocomplete', 'GET /api/google-maps/places/autocomplete'),
      answering('get', '/api/google-maps/places/details', 'GET /api/google-maps/places/details'),
    )
    document.body.innerHTML = '<div data-block="form" id="contact"></div>'
    const settings = { formId: 'f-1', fields: [{ id: 'a', type: 'address', title: 'Address', lookup: true }] }
    handle = await mountForm($('#contact')!, { kind: 'form', settings, page })
    const line1 = $<HTMLInputElement>('#contact-a-Line1')!
    await vi.waitFor(() => expect(line1.getAttribute('role')).toBe('combobox'))
    line1.focus()
    line1.value = 'Harb'
    line1.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'b' }))
    await vi.waitFor(() =>
      expect($('[role=option]')?.textContent).toBe('14 Harbour Street, Bergen, Vestland 5003, Norway'),
    )
    $<HTMLElement>('[role=option]')!.click()
    await vi.waitFor(() => expect($<HTMLInputElement>('#contact-a-City')!.value).toBe('Bergen'))
    expect(
      ['Line1', 'State', 'Zip', 'Country'].map((part) => $<HTMLInputElement>(`#contact-a-${part}`)!.value),
    ).toEqual(['14 Harbour Street', 'Vestland', '5003', 'Norway'])
  })
})

describe('the store', () => {
  const showCart = async () => {
    document.body.innerHTML = '<div id="sqs-cart-root" data-block="cart"></div>'
    handle = await mountCart($('#sqs-cart-root')!, { kind: 'cart', settings: {}, page })
  }

  it('shows the empty cart of the smallest cart answer', async () => {
    await showCart()
    await vi.waitFor(() =>
      expect($('#sqs-cart-root')!.textContent).toContain('You have nothing in your shopping cart.'),
    )
  })

  it('shows the entry of the cart answer with an entry, and the indicators follow', async () => {
    server.use(answering('get', '/api/commerce/cart', 'GET /api/commerce/cart, with an entry'))
    await showCart()
    await vi.waitFor(() => expect($('#sqs-cart-root')!.textContent).toContain('Subtotal $13.00'))
    const text = $('#sqs-cart-root')!.textContent
    expect(text).toContain('Sourdough loaf')
    expect(text).toContain('Size: Large')
    expect(text).toContain('$6.50 each')
    expect($<HTMLInputElement>('[aria-label="Quantity of Sourdough loaf"]')!.value).toBe('2')
    expect($<HTMLImageElement>('#sqs-cart-root img')!.alt).toBe('A loaf')
    expect(cartStore.getState()).toMatchObject({ count: 2, subtotal: '$13.00' })
  })

  it('shows the totals of the cart answer with totals, each on its own line', async () => {
    server.use(answering('get', '/api/commerce/cart', 'GET /api/commerce/cart, with totals'))
    await showCart()
    await vi.waitFor(() => expect($('#sqs-cart-root')!.textContent).toContain('Subtotal $52.00'))
    expect([...document.querySelectorAll('#sqs-cart-root .atoll-cart-totals p')].map((p) => p.textContent)).toEqual([
      'Discount -$5.20',
      'Shipping $5.00',
      'Tax $3.74',
      'Total $55.54',
    ])
  })

  it('counts an add from the smallest add answer on every cart indicator', async () => {
    await addToCart({ itemId: 'item-1', sku: 'SQ-1', quantity: 1 })
    expect(cartStore.getState()).toMatchObject({ count: 1, subtotal: '$6.50', initialised: true })
    expect(seen.at(-1)!.body).toBe('{"itemId":"item-1","sku":"SQ-1","quantity":1}')
  })

  it('reads the smallest product answer as a product a quick view can add, in stock', () => {
    const product = readProduct('quick-view', answer('GET /api/commerce/products/{itemId}').product)
    expect(product.title).toBe('Sourdough loaf')
    const variant = chosenVariant(product, {})!
    expect(variant.sku).toBe('SQ-1')
    expect(isSoldOut(product, variant)).toBe(false)
  })

  it('reads the products to review from the smallest review-request answer', async () => {
    expect(await reviewsApi.products('t-1')).toEqual([{ itemId: 'item-1', title: 'Sourdough loaf', image: null }])
  })
})

describe('content', () => {
  it("adds the smallest items answer's post to a blog list and says it was the last", async () => {
    document.body.innerHTML = `<section data-block="blog-list" id="blog">
      <ol data-part="items"><li data-part="item"><article><h2><a href="/blog/one">One</a></h2></article></li></ol>
      <a data-part="more" href="/blog?offset=1">Older posts</a></section>`
    handle = await mountBlogList($('#blog')!, {
      kind: 'blog-list',
      settings: { collectionId: 'blog', pageSize: 1 },
      page,
    })
    const more = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Load more')!
    more.click()
    await vi.waitFor(() => expect($('#blog')!.textContent).toContain('Rye, slowly'))
    expect($('#blog [role=status]')!.textContent).toBe('1 more post. That is every post.')
    expect($<HTMLAnchorElement>('.atoll-blog-list a[href$="/blog/rye-slowly"]')).not.toBeNull()
    const request = seen.find((r) => r.url.pathname === '/api/content/items')!
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      collectionId: 'blog',
      offset: '1',
      limit: '1',
    })
  })

  it('reads the smallest comments answers', () => {
    expect(readComments(answer('GET /api/comment/comments'))).toEqual({ comments: [], total: 0, nextOffset: null })
    const posted = answer('POST /api/comment/comments')
    expect(readComment(posted.comment)).toMatchObject({
      id: 'c-9',
      name: 'Ines',
      body: 'Lovely crumb.',
      parentId: null,
    })
    expect(posted.status).toBe('pending')
  })

  it("shows the smallest likes answer's count and state on the button", async () => {
    // The page showed 4 likes: the press shows 5 at once, then the server's count.
    document.body.innerHTML = `<form data-block="likes" id="likes" method="post" action="/api/content/likes">
      <button type="submit" data-part="button" aria-pressed="false">Like <span data-part="count">4</span></button>
      <p data-part="status" role="status"></p></form>`
    handle = await mountLikes($('#likes')!, { kind: 'likes', settings: { itemId: 'post-1' }, page })
    $<HTMLButtonElement>('[data-part=button]')!.click()
    expect($('[data-part=count]')!.textContent).toBe('5')
    await vi.waitFor(() => expect($('[data-part=count]')!.textContent).toBe('13'))
    expect($('[data-part=button]')!.getAttribute('aria-pressed')).toBe('true')
    expect($('[data-part=status]')!.textContent).toBe('')
    expect(seen.find((r) => r.url.pathname === '/api/content/likes')!.body).toBe('{"itemId":"post-1"}')
  })

  it('reads the smallest search answer: a result with its link made absolute and its url as its id', () => {
    expect(readResults(answer('GET /api/search/GeneralSearch'))).toEqual({
      items: [
        {
          id: 'https://site.example/store/rye-loaf',
          title: 'Rye loaf',
          url: 'https://site.example/store/rye-loaf',
          excerpt: '',
        },
      ],
      totalCount: 1,
      nextOffset: null,
    })
  })

  it("reads the smallest events answer's event, ending as it starts", () => {
    const [event, ...others] = readCalendar(answer('GET /api/content/events'))
    expect(others).toEqual([])
    expect(event).toMatchObject({ id: 'ev-1', title: 'Sourdough workshop', allDay: false, url: undefined })
    expect(event!.end).toBe(event!.start)
  })

  it("reads the smallest tour dates answer's concert", () => {
    expect(readTourDates(answer('GET /api/tour-dates'))).toEqual([
      {
        id: 'hq-1',
        date: '2026-12-04',
        venue: 'Harbour Hall',
        city: 'Bergen',
        country: 'Norway',
        ticketUrl: undefined,
      },
    ])
  })
})

describe('the session and the analytics', () => {
  it('logs out on the smallest logout answer, to the site root', async () => {
    const navigate = vi.fn()
    await logout({ navigate })
    expect(navigate).toHaveBeenCalledWith('https://site.example/?logout=true')
  })

  it("takes the page load's id from the smallest performance settings answer", async () => {
    const report = vi.fn()
    expect(await fetchPageLoadId(report)).toBe('pl-1')
    expect(report).not.toHaveBeenCalled()
  })
})
