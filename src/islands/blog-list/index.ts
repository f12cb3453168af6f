/**
 * The blog list island. The server renders the first posts, category links and an "Older posts"
 * link, all working without script. The island puts "Load more" in place of the link: the next page
 * is fetched and added in place, focus moves to the first new post, a polite status says how many
 * came, and the address keeps the place (`?offset=`, replaced, so a reload lands on the same posts).
 * A category or tag link filters in place and is a new history entry: Back restores the filter
 * before it. The posts it adds are drawn with the renderer (React's API).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore } from 'zustand/vanilla'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { createRequests } from '../../core/kit/requests.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { type Filter, ITEMS_PATH, listUrl, readPage, readUrl } from './blog-list.ts'
import { ListView, type ListState } from './List.tsx'
import css from './blog-list.css?inline'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const server = serverPosts(element)
  const moreLink = element.querySelector<HTMLAnchorElement>('a[data-part=more]')
  const log = blockLogger('blog-list', element)
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  const cleanup = createCleanup(signal)
  // Aborts the page under way on destroy; its answer is then neither drawn nor logged.
  const destroyed = cleanup.signal()
  const here = readUrl(location.href)
  let filter: Filter = { category: here.category || options.category, tag: here.tag || options.tag }
  /** Where the last page shown starts: what `?offset=` says. */
  let offset = here.offset
  const store = createStore<ListState>(() => ({
    items: [],
    start: server.count + 1,
    nextOffset: moreLink ? readUrl(moreLink.href).offset : null,
    phase: 'idle',
    status: '',
    focus: null,
  }))

  const host = document.createElement('div')
  host.className = 'atoll-blog-list'
  if (server.last) server.last.after(host)
  else if (moreLink) moreLink.before(host)
  else element.append(host)
  if (moreLink) moreLink.hidden = true
  const root = createRoot(host)
  cleanup.add(() => {
    root.unmount()
    host.remove()
    server.hide(false)
    if (moreLink) moreLink.hidden = false
  })

  const update = (patch: Partial<ListState>) => {
    if (!destroyed.aborted) store.setState(patch)
  }

  const fetchPage = (from: number, limit: number) =>
    get(ITEMS_PATH, {
      searchParams: {
        collectionId: options.collectionId,
        offset: from,
        limit,
        category: filter.category || undefined,
        tag: filter.tag || undefined,
      },
      signal: destroyed,
    }).then(readPage)

  const requests = createRequests(
    destroyed,
    () => update({ phase: 'loading', status: '', focus: null }),
    (error) => {
      log.error('the posts did not load', error)
      update({ phase: 'failed' })
    },
  )

  function more(): void {
    const { nextOffset: from, phase } = store.getState()
    if (from === null || phase === 'loading') return
    void requests.run(async () => {
      const { items, nextOffset } = await fetchPage(from, options.pageSize)
      const loaded = store.getState().items
      offset = from
      history.replaceState(history.state, '', listUrl(location.href, filter, offset))
      const added = t('content.postsAdded', { count: items.length })
      update({
        items: [...loaded, ...items],
        nextOffset,
        phase: 'idle',
        status: nextOffset === null ? `${added}. ${t('content.noMorePosts')}` : added,
        focus: loaded.length,
      })
    })
  }

  /** Shows the list for `next` from its start, up to `upTo` (a place in the address). */
  function show(next: Filter, upTo: number): void {
    filter = next
    void requests.run(async () => {
      const { items, nextOffset } = await fetchPage(0, upTo + options.pageSize)
      offset = upTo
      server.hide(true)
      markCurrent()
      update({ items, start: 1, nextOffset, phase: 'idle', status: t('content.postsAdded', { count: items.length }) })
    })
  }

  function markCurrent(): void {
    for (const link of element.querySelectorAll<HTMLAnchorElement>('[data-part=filters] a')) {
      const target = readUrl(link.href)
      const current = target.category === filter.category && target.tag === filter.tag
      if (current) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }

  cleanup.listen(element, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-part=filters] a')
    if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
      return
    if (new URL(link.href).origin !== location.origin) return
    event.preventDefault()
    const target = readUrl(link.href)
    history.pushState(history.state, '', listUrl(location.href, target, 0))
    show(target, 0)
  })
  cleanup.listen(window, 'popstate', () => {
    const target = readUrl(location.href)
    if (target.category !== filter.category || target.tag !== filter.tag || target.offset !== offset) {
      show(target, target.offset)
    }
  })

  // Rendered once: the view follows the store (docs/blocks.md, State in a rendering island).
  root.render(
    createElement(ListView, {
      store,
      locale: page.locale,
      dates: options.dates,
      onMore: more,
      onRetry: () => void requests.retry(),
    }),
  )
  return { destroy: cleanup.clear }
}

/**
 * The server's posts: its `[data-part=items]` list, else the posts' parent when it holds the posts
 * and nothing else (CONTRACT.md section 8 names the posts and the link, no wrapper). Other posts (in
 * the block itself, or beside a heading) are hidden one by one, never what holds them, and the
 * island's posts follow the last.
 */
function serverPosts(element: HTMLElement): {
  count: number
  last: HTMLElement | undefined
  hide(hidden: boolean): void
} {
  const marked = element.querySelector<HTMLElement>('[data-part=items]')
  const items = [...(marked ?? element).querySelectorAll<HTMLElement>('[data-part=item]')]
  const parent = items[0]?.parentElement
  const onlyPosts =
    parent &&
    parent !== element &&
    parent.childElementCount === items.length &&
    items.every((item) => item.parentElement === parent)
  const list = marked ?? (onlyPosts ? parent : undefined)
  const shown = list ? [list] : items
  return {
    count: items.length,
    last: shown.at(-1),
    hide: (hidden) => {
      for (const part of shown) part.hidden = hidden
    },
  }
}
