/**
 * The comments island. Native comments: the server renders the approved ones as plain HTML; the
 * island reads them and draws the same thread with the renderer (no visible change), then adds the
 * order, "More comments", replies one level deep and the form: a posted comment shows at once,
 * marked "awaiting approval" when the server answers `pending`, and a failure keeps what the visitor
 * typed. With `provider: 'disqus'` and the site's `disqusShortname`, Disqus's embed loads instead,
 * when the comments come into view. Comments are off unless the site enables them
 * (`websiteSettings.commentsEnabled`), but signed-in users always get them (spec).
 */
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get, post } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import type { CommentDraft } from './CommentForm.tsx'
import { Comments, type CommentsState } from './Comments.tsx'
import css from './comments.css?inline'
import { COMMENTS_PATH, readComment, readPage, readRendered, type Sort } from './comments.ts'
import { loadDisqus } from './disqus.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const log = blockLogger('comments', element)
  const cleanup = createCleanup()
  const signedIn = typeof page.authenticatedAccount?.id === 'string'
  const enabled = page.websiteSettings?.commentsEnabled === true || signedIn
  if (!enabled) return { destroy: cleanup.clear }

  if (options.provider === 'disqus') {
    const loading = new AbortController()
    cleanup.add(() => loading.abort())
    await loadDisqus(element, {
      shortname: page.websiteSettings?.disqusShortname,
      itemId: options.itemId,
      signal: loading.signal,
    })
    return { destroy: cleanup.clear }
  }

  const serverList = element.querySelector<HTMLElement>('[data-part=list]')
  if (!serverList) throw new TypeError('comments: the block needs a [data-part=list]')
  const moreLink = element.querySelector<HTMLAnchorElement>('a[data-part=more]')
  await loadMessages(messages, page.locale)
  adoptStyles(css)

  let state: CommentsState = {
    comments: readRendered(serverList),
    sort: options.sort,
    nextOffset: moreLink ? Number(new URL(moreLink.href).searchParams.get('commentsOffset')) || null : null,
    phase: 'idle',
    status: '',
  }
  let lastRequest: (() => Promise<void>) | undefined

  // The drawn thread takes the server list's place; the server's nodes come back on destroy.
  const host = document.createElement('div')
  host.className = 'atoll-comments-host'
  serverList.replaceWith(host)
  if (moreLink) moreLink.hidden = true
  const root = createRoot(host)
  cleanup.add(() => {
    root.unmount()
    host.replaceWith(serverList)
    if (moreLink) moreLink.hidden = false
  })

  const draw = () =>
    flushSync(() =>
      root.render(
        createElement(Comments, {
          state,
          locale: page.locale,
          canPost: enabled,
          onSort: sortBy,
          onMore: () => (state.phase === 'failed' && lastRequest ? void run(lastRequest) : more()),
          onPost: send,
        }),
      ),
    )
  const update = (patch: Partial<CommentsState>) => {
    state = { ...state, ...patch }
    draw()
  }

  const fetchPage = (offset: number, sort: Sort) =>
    get(COMMENTS_PATH, { searchParams: { targetId: options.itemId, offset, sort } }).then(readPage)

  async function run(request: () => Promise<void>): Promise<void> {
    lastRequest = request
    update({ phase: 'loading', status: '' })
    try {
      await request()
    } catch (error) {
      log.error('the comments did not load', error)
      update({ phase: 'failed' })
    }
  }

  function more(): void {
    const from = state.nextOffset
    if (from === null || state.phase === 'loading') return
    void run(async () => {
      const { comments, nextOffset } = await fetchPage(from, state.sort)
      const known = new Set(state.comments.map((comment) => comment.id))
      const added = comments.filter((comment) => !known.has(comment.id))
      update({
        comments: [...state.comments, ...added],
        nextOffset,
        phase: 'idle',
        status: t('content.commentsAdded', { count: added.length }),
      })
    })
  }

  function sortBy(sort: Sort): void {
    // Every comment is here: the order changes in place. Else the first page in the new order.
    if (state.nextOffset === null) return update({ sort })
    const pending = state.comments.filter((comment) => comment.pending)
    void run(async () => {
      const { comments, nextOffset } = await fetchPage(0, sort)
      update({ comments: [...comments, ...pending], sort, nextOffset, phase: 'idle' })
    })
  }

  async function send(draft: CommentDraft, parentId: string | undefined): Promise<void> {
    update({ status: '' })
    try {
      const answer = (await post(COMMENTS_PATH, {
        json: { targetId: options.itemId, parentId: parentId ?? null, ...draft },
      })) as {
        comment?: unknown
        status?: unknown
      } | null
      const pending = answer?.status === 'pending'
      const comment = { ...readComment(answer?.comment), pending }
      update({
        comments: [...state.comments, comment],
        status: pending ? t('content.commentPending') : t('content.commentPosted'),
      })
    } catch (error) {
      log.error('the comment was not posted', error)
      throw error
    }
  }

  draw()
  return { destroy: cleanup.clear }
}
