// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://bakery.example/reviews?token=t-valid"}
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

const ORIGIN = 'https://bakery.example'
const PRODUCTS = [
  {
    itemId: 'item-1001',
    title: 'Sourdough loaf',
    image: { src: '/media/bakery-loaves.svg', dimensions: '1200x1200', alt: 'Loaves' },
  },
  { itemId: 'item-1004', title: 'Cardamom buns', image: null },
]
const seen = useServer(
  http.get(`${ORIGIN}/api/commerce/review-request`, ({ request }) => {
    const token = new URL(request.url).searchParams.get('token')
    if (token === 't-expired') return HttpResponse.json({ error: 'Your review request has expired' }, { status: 410 })
    if (token === 't-used')
      return HttpResponse.json({ error: 'You have already reviewed this purchase' }, { status: 409 })
    if (token === 't-empty') return HttpResponse.json({ products: [] })
    return HttpResponse.json({ products: PRODUCTS })
  }),
  http.post(`${ORIGIN}/api/commerce/reviews`, async ({ request }) =>
    HttpResponse.json({ review: { id: 1, ...((await request.json()) as object) } }),
  ),
)

let handle: IslandHandle | undefined
const root = () => document.getElementById('reviews')!
const section = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('section')].find((s) => s.querySelector('h2')?.textContent === title)!
const radio = (scope: HTMLElement, name: string) =>
  [...scope.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) =>
    r.closest('label')!.textContent!.includes(name),
  )!

async function mountReviews(token: string | null) {
  history.replaceState(null, '', token === null ? '/reviews' : `/reviews?token=${token}`)
  document.body.innerHTML = '<div data-block="product-reviews" id="reviews"></div>'
  handle = await mount(root(), { kind: 'product-reviews', settings: {}, page: { locale: 'en-US', pageType: 209 } })
}

beforeEach(() => {
  seen.length = 0
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
})

describe('product reviews', () => {
  it('shows a form per product of the request, with a named star radio group', async () => {
    await mountReviews('t-valid')
    await vi.waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2))
    const loaf = section('Sourdough loaf')
    const group = loaf.querySelector('[role=radiogroup]')!
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Rating')
    expect([...loaf.querySelectorAll('input[type=radio]')].map((r) => r.closest('label')!.textContent)).toEqual([
      '★1 star',
      '★2 stars',
      '★3 stars',
      '★4 stars',
      '★5 stars',
    ])
    expect([...loaf.querySelectorAll('label[for]')].map((l) => l.textContent)).toEqual(['Title', 'Review', 'Name'])
  })

  it("asks for a rating first: 'Please select a star rating'", async () => {
    await mountReviews('t-valid')
    await vi.waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2))
    const loaf = section('Sourdough loaf')
    loaf.querySelector('form')!.requestSubmit()
    await vi.waitFor(() => expect(loaf.querySelector('[role=alert]')?.textContent).toBe('Please select a star rating'))
    expect(seen.some((request) => request.method === 'POST')).toBe(false)
  })

  it('sends the rating, title, text and name, then thanks', async () => {
    await mountReviews('t-valid')
    await vi.waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2))
    const buns = section('Cardamom buns')
    radio(buns, '4 stars').click()
    const field = (name: string, value: string) => {
      const input = buns.querySelector<HTMLInputElement>(`[name=${name}]`)!
      input.value = value
    }
    field('title', 'Light and fragrant')
    field('body', 'Best buns on the harbour.')
    field('name', 'Ada')
    buns.querySelector('form')!.requestSubmit()
    await vi.waitFor(() => expect(buns.textContent).toContain('Thank you for your review'))
    const post = seen.find((request) => request.method === 'POST')!
    expect(JSON.parse(post.body)).toEqual({
      token: 't-valid',
      itemId: 'item-1004',
      rating: 4,
      title: 'Light and fragrant',
      body: 'Best buns on the harbour.',
      name: 'Ada',
    })
  })

  it('sends one review for two clicks and a requestSubmit in one task, and again after a refusal', async () => {
    let refuse = true
    server.use(
      http.post(`${ORIGIN}/api/commerce/reviews`, () =>
        refuse
          ? HttpResponse.json({ error: 'Unable to send your review' }, { status: 400 })
          : HttpResponse.json({ review: { id: 2 } }),
      ),
    )
    await mountReviews('t-valid')
    await vi.waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2))
    const loaf = section('Sourdough loaf')
    radio(loaf, '5 stars').click()
    const button = loaf.querySelector<HTMLButtonElement>('button[type=submit]')!
    const posts = () => seen.filter((request) => request.method === 'POST')
    button.click()
    button.click()
    loaf.querySelector('form')!.requestSubmit()
    await vi.waitFor(() =>
      expect(loaf.querySelector('.atoll-reviews-error[role=alert]')!.textContent).toBe('Unable to send your review'),
    )
    expect(posts()).toHaveLength(1)
    // The refusal unlocks the form: the visitor may send again, once.
    refuse = false
    button.click()
    button.click()
    await vi.waitFor(() => expect(loaf.textContent).toContain('Thank you for your review'))
    expect(posts()).toHaveLength(2)
  })

  it("shows 'You have already reviewed this purchase' when the server says so on submit", async () => {
    server.use(
      http.post(`${ORIGIN}/api/commerce/reviews`, () =>
        HttpResponse.json({ error: 'You have already reviewed this purchase' }, { status: 409 }),
      ),
    )
    await mountReviews('t-valid')
    await vi.waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2))
    const loaf = section('Sourdough loaf')
    radio(loaf, '5 stars').click()
    loaf.querySelector('form')!.requestSubmit()
    await vi.waitFor(() =>
      expect(loaf.querySelector('.atoll-reviews-error[role=alert]')!.textContent).toBe(
        'You have already reviewed this purchase',
      ),
    )
  })

  it.each([
    ['t-expired', 'Your review request has expired'],
    ['t-used', 'You have already reviewed this purchase'],
    ['t-empty', 'There are no products to review'],
    [null, 'There are no products to review'],
  ])('shows the spec message for token %s', async (token, message) => {
    await mountReviews(token)
    await vi.waitFor(() => expect(root().textContent).toBe(message))
  })

  it('leaves nothing after destroy', async () => {
    await mountReviews('t-valid')
    handle!.destroy()
    handle = undefined
    expect(root().innerHTML).toBe('')
  })
})
