// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog/harbour-loaf"}
import { delay, HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { useServer, server } from '../../../test/msw/server.ts'
import { mount } from './index.ts'

const seen = useServer()
const page: PageContext = { locale: 'en-US' }
const LIKES = 'https://site.example/api/content/likes'

function render(liked = false, count = 12): HTMLElement {
  document.body.innerHTML = `<form data-block="likes" method="post" action="/api/content/likes">
    <input type="hidden" name="itemId" value="harbour-loaf">
    <button type="submit" data-part="button" aria-pressed="${liked}"><span aria-hidden="true">♥</span> Like <span data-part="count">${count}</span></button>
  </form>`
  return document.querySelector('form')!
}

const button = () => document.querySelector('button')!
const shown = () => ({
  pressed: button().getAttribute('aria-pressed'),
  count: document.querySelector('[data-part=count]')!.textContent,
})
const calls = () => seen.map(({ method, url, body }) => `${method} ${url.pathname} ${body}`.trim())

afterEach(() => {
  document.body.innerHTML = ''
})

describe('likes island', () => {
  it('likes at once, then shows what the server counted', async () => {
    server.use(http.post(LIKES, () => HttpResponse.json({ count: 14, liked: true })))
    const element = render()
    await mount(element, { kind: 'likes', settings: { itemId: 'harbour-loaf' }, page })
    button().click()
    expect(shown()).toEqual({ pressed: 'true', count: '13' })
    await vi.waitFor(() => expect(shown()).toEqual({ pressed: 'true', count: '14' }))
    expect(calls()).toEqual(['POST /api/content/likes {"itemId":"harbour-loaf"}'])
  })

  it('takes a like back with DELETE', async () => {
    server.use(http.delete(`${LIKES}/:itemId`, () => HttpResponse.json({ count: 11, liked: false })))
    const element = render(true, 12)
    await mount(element, { kind: 'likes', settings: { itemId: 'harbour-loaf' }, page })
    button().click()
    await vi.waitFor(() => expect(shown()).toEqual({ pressed: 'false', count: '11' }))
    expect(calls()).toEqual(['DELETE /api/content/likes/harbour-loaf'])
  })

  it('sends one request at a time, and one more only for where the visitor ended', async () => {
    let liked = false
    server.use(
      http.post(LIKES, async () => {
        await delay(30)
        liked = true
        return HttpResponse.json({ count: 13, liked })
      }),
      http.delete(`${LIKES}/:itemId`, async () => {
        liked = false
        return HttpResponse.json({ count: 12, liked })
      }),
    )
    const element = render()
    await mount(element, { kind: 'likes', settings: { itemId: 'harbour-loaf' }, page })
    button().click()
    button().click()
    button().click()
    button().click()
    expect(shown()).toEqual({ pressed: 'false', count: '12' })
    await vi.waitFor(() => expect(calls()).toHaveLength(2))
    await vi.waitFor(() => expect(shown()).toEqual({ pressed: 'false', count: '12' }))
    expect(calls()).toEqual([
      'POST /api/content/likes {"itemId":"harbour-loaf"}',
      'DELETE /api/content/likes/harbour-loaf',
    ])
  })

  it('rolls back and says so when the server refuses', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(LIKES, () => HttpResponse.json({ error: 'no' }, { status: 500 })))
    const element = render()
    await mount(element, { kind: 'likes', settings: { itemId: 'harbour-loaf' }, page })
    button().click()
    expect(shown()).toEqual({ pressed: 'true', count: '13' })
    await vi.waitFor(() => expect(shown()).toEqual({ pressed: 'false', count: '12' }))
    expect(document.querySelector('[role=status]')!.textContent).toBe('Unable to save your like. Please try again.')
    expect(errors.mock.calls[0]?.[0]).toBe('[atoll:likes] <form>: the like was not saved')
  })

  it('fails without an itemId, and leaves nothing listening once destroyed', async () => {
    const element = render()
    await expect(mount(element, { kind: 'likes', settings: {}, page })).rejects.toThrow('likes: itemId is required')
    const handle = await mount(element, { kind: 'likes', settings: { itemId: 'harbour-loaf' }, page })
    handle.destroy()
    expect(document.querySelector('[role=status]')).toBeNull()
    const submitted = vi.fn((event: Event) => event.preventDefault())
    element.addEventListener('submit', submitted)
    button().click()
    expect(shown()).toEqual({ pressed: 'false', count: '12' })
    expect(submitted).toHaveBeenCalledOnce()
    expect(calls()).toEqual([])
  })
})
