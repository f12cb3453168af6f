// @vitest-environment happy-dom
import { http } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { COMMENTS_PATH } from './comments.ts'
import { mount } from './index.ts'
import messages from 'virtual:atoll-messages'

const seen = useServer()

/** The thread as a template renders it without `atoll/server`: one comment and a link to the next page. */
const SERVED = `<section id="comments" data-block="comments"><h2>Comments</h2><ol data-part="list"><li data-part="comment" data-comment-id="c1"><article><span data-part="name">Ines</span> <time datetime="2026-11-01T10:00:00Z">1 Nov</time><div data-part="body">Lovely crust.</div></article></li></ol><a data-part="more" href="?commentsOffset=1">More comments</a></section>`

let handle: IslandHandle | undefined

async function mountComments() {
  document.body.innerHTML = SERVED
  const element = document.getElementById('comments')!
  handle = await mount(element, {
    kind: 'comments',
    settings: { itemId: 'post-1' },
    page: { locale: 'en-US', websiteSettings: { commentsEnabled: true } },
  })
  return element
}

beforeAll(() => loadMessages(messages, 'en-US'))

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('destroy', () => {
  it('gives the server its thread back and listens no more', async () => {
    const element = await mountComments()
    expect(element.querySelector('form')).not.toBeNull()
    handle!.destroy()
    handle = undefined
    expect(document.body.innerHTML).toBe(SERVED)
    element.querySelector<HTMLAnchorElement>('[data-part=more]')!.click()
    expect(seen).toHaveLength(0)
  })

  it('aborts the next page under way: no error, no redraw, the server thread back', async () => {
    const held = holdRequests()
    server.use(http.get(COMMENTS_PATH, held.resolver))
    const logged = vi.spyOn(console, 'error')
    const element = await mountComments()
    element.querySelector<HTMLAnchorElement>('[data-part=more]')!.click()
    await held.arrived(1)
    await vi.waitFor(() => expect(element.querySelector('[data-part=more]')?.textContent).toBe('Loading…'))
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(held.requests).toHaveLength(1)
    expect(document.body.innerHTML).toBe(SERVED)
    expect(document.body.textContent).not.toContain('Unable to load results')
    expect(logged).not.toHaveBeenCalled()
  })

  it('aborts a comment being posted: no error, the server thread back', async () => {
    const held = holdRequests()
    server.use(http.post(COMMENTS_PATH, held.resolver))
    const logged = vi.spyOn(console, 'error')
    const element = await mountComments()
    const form = element.querySelector('form')!
    // Each field as typed: the renderer's update, a microtask, comes before the next one.
    const fill = async (label: string, value: string) => {
      const field = [...form.querySelectorAll('label')].find((node) => node.textContent === label)!
      const input = document.getElementById(field.htmlFor) as HTMLInputElement
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await Promise.resolve()
    }
    await fill('Name', 'Ada')
    await fill('Email', 'ada@example.com')
    await fill('Comment', 'Is there a rye version?')
    form.requestSubmit()
    await held.arrived(1)
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(held.requests).toHaveLength(1)
    expect(document.body.innerHTML).toBe(SERVED)
    expect(logged).not.toHaveBeenCalled()
  })
})
