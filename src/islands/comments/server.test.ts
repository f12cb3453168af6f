// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { current } from '../../core/i18n/dictionary.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from '../../core/kit/server-rendered.ts'
import type { IslandHandle } from '../../contract.ts'
import { renderInputs } from './comments.ts'
import { mount } from './index.ts'
import { readCommentPost, renderComments } from './server.ts'
import messages from 'virtual:atoll-messages'

const SETTINGS = { itemId: 'post-1', timeZone: 'Europe/Oslo' }
const PAGE = { locale: 'en-US', websiteSettings: { commentsEnabled: true } }
const COMMENTS = {
  comments: [
    { id: 'c-1', parentId: null, name: 'Ines', body: 'Thirty hours!', createdOn: '2026-10-03T08:12:00Z' },
    { id: 'c-2', parentId: 'c-1', name: 'Mara', body: 'Four days <b>in linen</b>.', createdOn: '2026-10-03T09:40:00Z' },
  ],
  total: 12,
  nextOffset: 10,
}

let handle: IslandHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
})

async function serverPage(settings: Record<string, unknown> = SETTINGS) {
  const thread = await renderComments(settings, COMMENTS, { id: 'comments', page: PAGE })
  document.body.innerHTML = `<section id="comments" data-block="comments"><h2>Comments</h2>${thread}</section>`
  return document.getElementById('comments')!
}

describe('the comments on the server', () => {
  it('renders the thread as text, the times in the settings zone, with the key of what it rendered from', async () => {
    const html = await renderComments(SETTINGS, COMMENTS, { id: 'comments', page: PAGE })
    const key = renderedKey(
      renderInputs(
        { itemId: 'post-1', sort: 'oldest' },
        { blockId: 'comments', canPost: true, locale: 'en-US', timeZone: 'Europe/Oslo' },
      ),
    )
    expect(html.startsWith(`<div ${RENDERED_ATTRIBUTE}="${key}">`)).toBe(true)
    expect(html).toContain('<p data-part="body" class="atoll-comment-body">Four days &lt;b>in linen&lt;/b>.</p>')
    // 08:12 UTC is 10:12 in Oslo in October (summer time).
    expect(html).toContain('<time datetime="2026-10-03T08:12:00Z">Oct 3, 2026, 10:12 AM</time>')
    expect(html).toContain(
      '<a data-part="more" href="?commentsOffset=10#comments" class="atoll-comments-more">More comments</a>',
    )
    expect(html).toContain(
      '<form action="/api/comment/comments" method="post" aria-label="Post comment" class="atoll-comment-form">',
    )
    expect(html).toContain('<input type="hidden" name="targetId" value="post-1"/>')
    expect(html).toContain('<select disabled>')
    expect(html).toContain(
      '<button type="button" disabled aria-expanded="false" class="atoll-comment-reply">Reply to Ines</button>',
    )
  })

  it('renders no form where visitors may not post, and refuses settings the island refuses', async () => {
    const html = await renderComments(SETTINGS, COMMENTS, { id: 'comments', page: { locale: 'en-US' } })
    expect(html).not.toContain('<form')
    expect(html).not.toContain('Reply to')
    expect(() => renderComments({}, COMMENTS, { page: PAGE })).toThrow('comments: itemId is required')
    expect(() => renderComments({ ...SETTINGS, timeZone: 'Mars/Olympus' }, COMMENTS, { page: PAGE })).toThrow(
      'comments: timeZone must be an IANA time zone such as Europe/Oslo, not "Mars/Olympus"',
    )
    expect(() => renderComments(SETTINGS, { total: 1 }, { page: PAGE })).toThrow('the answer has no comments')
  })

  it("renders in fr-FR on a page whose messages are en-US, and leaves the page's messages as they are", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const html = await renderComments(SETTINGS, COMMENTS, { id: 'comments', page: { ...PAGE, locale: 'fr-FR' } })
    expect(html).toContain('Trier les commentaires')
    expect(html).toContain('Plus de commentaires</a>')
    expect(html).toContain('Publier le commentaire')
    expect(html).not.toMatch(/Sort comments|More comments|Post comment/)
    expect(current).toBe(page)
  })

  it('reads a post with the island checks and messages, in the page locale', async () => {
    const body = new URLSearchParams({ targetId: 'post-1', parentId: 'c-1', name: ' Bo ', email: 'bo@', body: '' })
    expect(await readCommentPost(body, { page: PAGE })).toEqual({
      targetId: 'post-1',
      parentId: 'c-1',
      draft: { name: 'Bo', email: 'bo@', body: '' },
      errors: {
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        body: 'Comment is required.',
      },
    })
    const french = await readCommentPost(new URLSearchParams({ targetId: 'post-1' }), { page: { locale: 'fr-FR' } })
    expect(french.parentId).toBeNull()
    expect(french.errors.name).toMatch(/obligatoire/)
  })
})

describe('the island on a server-rendered thread', () => {
  it('hydrates the server nodes in place, then makes the order, the replies and the form live', async () => {
    const element = await serverPage()
    const rendered = element.querySelector(`[${RENDERED_ATTRIBUTE}]`)!
    const firstEntry = element.querySelector('#comment-c-1 article')
    handle = await mount(element, { kind: 'comments', settings: SETTINGS, page: PAGE })
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBe(rendered)
    expect(element.querySelector('#comment-c-1 article')).toBe(firstEntry)
    expect(element.querySelector('select')!.disabled).toBe(false)
    expect(element.querySelector<HTMLButtonElement>('.atoll-comment-reply')!.disabled).toBe(false)
    expect(element.querySelector('form')!.noValidate).toBe(true)
    expect(
      [...element.querySelectorAll('[data-part=comment] > article [data-part=name]')].map((n) => n.textContent),
    ).toEqual(['Ines', 'Mara'])
    handle.destroy()
    handle = undefined
    // The server's thread is back as it was.
    expect(element.querySelector('select')!.disabled).toBe(true)
    expect(element.querySelectorAll('[data-part=comment]')).toHaveLength(2)
  })

  it('keeps the times as the server wrote them, formatting none at hydration', async () => {
    const element = await serverPage()
    const time = element.querySelector('#comment-c-1 time')!
    // What a server in another ICU version might write: the island shows it rather than its own.
    time.textContent = '3 Oct 2026, 10:12'
    handle = await mount(element, { kind: 'comments', settings: SETTINGS, page: PAGE })
    expect(element.querySelector('#comment-c-1 time')?.textContent).toBe('3 Oct 2026, 10:12')
    expect(element.querySelector('#comment-c-2 time')?.textContent).toBe('Oct 3, 2026, 11:40 AM')
  })

  it('draws the thread afresh in place of a rendering made from other inputs', async () => {
    const element = await serverPage({ ...SETTINGS, sort: 'newest' })
    handle = await mount(element, { kind: 'comments', settings: SETTINGS, page: PAGE })
    expect(element.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBeNull()
    expect(element.querySelectorAll('form')).toHaveLength(1)
    expect(element.querySelector('select')!.value).toBe('oldest')
    expect([...element.querySelectorAll('[data-comment-id]')].map((n) => n.getAttribute('data-comment-id'))).toEqual([
      'c-1',
      'c-2',
    ])
  })
})
