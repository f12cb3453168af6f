// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/blog"}
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

const ORIGIN = 'https://site.example'
const POSTS = ['Winter opening hours', 'The oven is mended', 'Rye, slowly', 'A morning at the mill', 'Spelt week']
const post = (title: string, index: number) => ({
  id: `p-${index}`,
  title,
  url: `/blog/p-${index}`,
  excerpt: `About ${title}`,
  publishOn: '2025-03-01',
  author: 'Ada',
})

const seen = useServer(
  http.get(`${ORIGIN}/api/content/items`, ({ request }) => {
    const query = new URL(request.url).searchParams
    const offset = Number(query.get('offset'))
    const limit = Number(query.get('limit'))
    const items = POSTS.map(post).slice(offset, offset + limit)
    return HttpResponse.json({ items, nextOffset: offset + limit < POSTS.length ? offset + limit : null })
  }),
)

let handle: IslandHandle | undefined
afterEach(() => {
  handle?.destroy()
  handle = undefined
  history.replaceState(null, '', '/blog')
})

const block = () => document.getElementById('blog')!
const visibleTitles = () =>
  [...block().querySelectorAll<HTMLElement>('[data-part=item]')]
    .filter((item) => !item.closest('[hidden]'))
    .map((item) => item.querySelector('h2')!.textContent)

async function mountBlog(markup: string) {
  document.body.innerHTML = markup
  handle = await mount(block(), {
    kind: 'blog-list',
    settings: { collectionId: 'blog', pageSize: 2 },
    page: { locale: 'en-US' },
  })
}

/** CONTRACT.md section 8: the first page of `[data-part=item]` posts and a `[data-part=more]` link, no wrapper. */
const CONTRACT_MARKUP = `
  <section id="blog" data-block="blog-list">
    <h1>From the bakehouse</h1>
    <article data-part="item"><h2><a href="/blog/p-0">Winter opening hours</a></h2></article>
    <article data-part="item"><h2><a href="/blog/p-1">The oven is mended</a></h2></article>
    <a data-part="more" href="/blog?offset=2">Older posts</a>
  </section>`

describe('the blog list on the contract markup (posts without a wrapper)', () => {
  it("mounts, and puts 'Load more' in place of the link: the next posts come after the server's, in the block", async () => {
    await mountBlog(CONTRACT_MARKUP)
    const more = block().querySelector<HTMLAnchorElement>('[data-part=more]')!
    expect(more.hidden).toBe(true)
    const button = block().querySelector<HTMLButtonElement>('.atoll-blog-more')!
    expect(button.textContent).toBe('Load more')

    button.click()
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 4))
    expect(seen.map(({ url }) => [url.searchParams.get('offset'), url.searchParams.get('limit')])).toEqual([['2', '2']])
    expect(block().querySelector('[role=status]')!.textContent).toBe('2 more posts')
    await expect.poll(() => document.activeElement?.textContent).toBe('Rye, slowly')
    // The added list numbers on from the server's two posts, and sits inside the block after them.
    expect(block().querySelector('ol.atoll-blog-items')!.getAttribute('start')).toBe('3')
    expect(block().querySelectorAll('[data-part=item]')[1]!.compareDocumentPosition(block().querySelector('ol')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(location.href).toBe(`${ORIGIN}/blog?offset=2`)
  })

  it("hides the server's posts, not the block, when the list is shown afresh (Back to another place)", async () => {
    await mountBlog(CONTRACT_MARKUP)
    history.pushState(null, '', '/blog?offset=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 4))
    expect(block().hidden).toBe(false)
    expect(block().querySelector('h1')!.closest('[hidden]')).toBeNull()
  })

  it("gives the server's markup back on destroy", async () => {
    await mountBlog(CONTRACT_MARKUP)
    history.pushState(null, '', '/blog?offset=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 4))
    handle!.destroy()
    handle = undefined
    expect(visibleTitles()).toEqual(POSTS.slice(0, 2))
    expect(block().querySelector<HTMLAnchorElement>('[data-part=more]')!.hidden).toBe(false)
    expect(block().querySelector('.atoll-blog-list')).toBeNull()
  })
})

describe('the posts list', () => {
  it("takes the posts' parent for the list when it is not marked: the added posts come after it, not inside", async () => {
    await mountBlog(`
      <section id="blog" data-block="blog-list">
        <ol id="posts">
          <li data-part="item"><h2><a href="/blog/p-0">Winter opening hours</a></h2></li>
          <li data-part="item"><h2><a href="/blog/p-1">The oven is mended</a></h2></li>
        </ol>
        <a data-part="more" href="/blog?offset=2">Older posts</a>
      </section>`)
    expect(document.querySelector('#posts + .atoll-blog-list')).not.toBeNull()
    history.pushState(null, '', '/blog?offset=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 4))
    expect(document.getElementById('posts')!.hidden).toBe(true)
  })

  it('hides the posts one by one, not their parent, when the parent holds more than the posts', async () => {
    await mountBlog(`
      <section id="blog" data-block="blog-list">
        <div id="column">
          <h2>Latest</h2>
          <article data-part="item"><h2><a href="/blog/p-0">Winter opening hours</a></h2></article>
          <article data-part="item"><h2><a href="/blog/p-1">The oven is mended</a></h2></article>
        </div>
        <a data-part="more" href="/blog?offset=2">Older posts</a>
      </section>`)
    history.pushState(null, '', '/blog?offset=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 4))
    expect(document.getElementById('column')!.hidden).toBe(false)
    expect(document.querySelector('#column > article:last-of-type + .atoll-blog-list')).not.toBeNull()
  })

  it('mounts on a block with no posts yet, and loads them from the link', async () => {
    await mountBlog(`
      <section id="blog" data-block="blog-list">
        <a data-part="more" href="/blog?offset=0">Posts</a>
      </section>`)
    block().querySelector<HTMLButtonElement>('.atoll-blog-more')!.click()
    await expect.poll(visibleTitles).toEqual(POSTS.slice(0, 2))
  })
})
