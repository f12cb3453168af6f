/**
 * The comments island. Native comments: the server renders the approved ones, best with the island's
 * own view (`atoll/server`'s `renderComments`: the thread, its order, "More comments" as a link and
 * a form that posts without script), which the island hydrates and makes live; or as a plain list,
 * which the island reads and draws again with the renderer. It adds the order, "More comments" in
 * place, replies one level deep and the form's own sending: a posted comment shows at once,
 * marked "awaiting approval" when the server answers `pending`, and a failure keeps what the visitor
 * typed. With `provider: 'disqus'` and the site's `disqusShortname`, Disqus's embed loads instead,
 * when the comments come into view. Comments are off unless the site enables them
 * (`websiteSettings.commentsEnabled`), but signed-in users always get them (spec).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore } from 'zustand/vanilla'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get, post } from '../../core/data/index.ts'
import { createRequests } from '../../core/kit/requests.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { DEFAULT_LOCALE, loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { committedView, hydrate, type Root } from '../../core/kit/hydrate.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { keepTyped, RENDERED_ATTRIBUTE, serverRendered } from '../../core/kit/server-rendered.ts'
import type { CommentDraft } from './CommentForm.tsx'
import { type CommentsStore, CommentsView } from './Comments.tsx'
import css from './comments.css?inline'
import {
  COMMENTS_PATH,
  MORE_PARAMETER,
  readComment,
  readPage,
  readRendered,
  renderInputs,
  type Sort,
} from './comments.ts'
import { loadDisqus } from './disqus.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const log = blockLogger('comments', element)
  const cleanup = createCleanup(signal)
  // Aborts the thread's requests on destroy; what they would have drawn is then dropped.
  const destroyed = cleanup.signal()
  const signedIn = typeof page.authenticatedAccount?.id === 'string'
  const enabled = page.websiteSettings?.commentsEnabled === true || signedIn
  if (!enabled) return { destroy: cleanup.clear }

  if (options.provider === 'disqus') {
    await loadDisqus(element, {
      shortname: page.websiteSettings?.disqusShortname,
      itemId: options.itemId,
      signal: destroyed,
    })
    return { destroy: cleanup.clear }
  }

  // The server's thread: rendered by `atoll/server` (the island's own view), or the template's plain list.
  const rendered = element.querySelector<HTMLElement>(`:scope > [${RENDERED_ATTRIBUTE}]`)
  const serverList = rendered ?? element.querySelector<HTMLElement>('[data-part=list]')
  if (!serverList) throw new TypeError('comments: the block needs a [data-part=list]')
  const moreLink = element.querySelector<HTMLAnchorElement>('a[data-part=more]')
  const locale = page.locale ?? DEFAULT_LOCALE
  const timeZone = options.timeZone || undefined
  const inputs = renderInputs(options, {
    blockId: element.id,
    canPost: enabled,
    locale,
    timeZone: timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  const hydrating = serverRendered(element, inputs, 'comments') !== null
  // The server's nodes come back on destroy: a hydration keeps them, so they are copied now. This and
  // the styles come before the messages, so that they are not in the hydration's task (its longest).
  const original = hydrating ? serverList.cloneNode(true) : serverList
  adoptStyles(css)
  await loadMessages(messages, page.locale)

  const store = createStore<CommentsStore>(() => ({
    comments: readRendered(serverList),
    sort: options.sort,
    nextOffset: moreLink ? Number(new URL(moreLink.href).searchParams.get(MORE_PARAMETER)) || null : null,
    phase: 'idle',
    status: '',
    live: !hydrating,
  }))
  const state = store.getState
  const update = (patch: Partial<CommentsStore>) => {
    if (!destroyed.aborted) store.setState(patch)
  }
  const requests = createRequests(
    destroyed,
    () => update({ phase: 'loading', status: '' }),
    (error) => {
      log.error('the comments did not load', error)
      update({ phase: 'failed' })
    },
  )
  let wentLive = () => {}

  // Rendered (or hydrated) once: the view follows the store (docs/blocks.md, State in a rendering island).
  const view = (committed?: () => void) =>
    committedView(
      createElement(CommentsView, {
        store,
        itemId: options.itemId,
        blockId: element.id,
        locale,
        timeZone,
        canPost: enabled,
        onSort: sortBy,
        onMore: () => (state().phase === 'failed' ? void requests.retry() : more()),
        onPost: send,
        onLive: () => wentLive(),
      }),
      committed,
    )

  // The server's thread is hydrated in place when it is the island's own rendering of the same
  // inputs; else the drawn thread takes its place. Either way its nodes come back on destroy.
  let host = serverList
  let root: Root
  if (hydrating) {
    root = await hydrate(host, view)
    // Made live in a task of its own, apart from the hydration: together they make one long task
    // (the renderer compiles off the main thread for the same reason: docs/core.md, "Compile hints").
    await nextTask()
    await new Promise<void>((resolve) => {
      wentLive = resolve
      update({ live: true })
    })
  } else {
    host = document.createElement('div')
    host.className = 'atoll-comments-host'
    serverList.replaceWith(host)
    if (moreLink && !rendered) moreLink.hidden = true
    root = createRoot(host)
    root.render(view())
    // A rendering of other inputs (said in a warning) goes, but what the visitor wrote in its form stays.
    if (rendered) keepTyped(rendered, host)
  }
  cleanup.add(() => {
    root.unmount()
    host.replaceWith(original)
    if (moreLink) moreLink.hidden = false
  })

  const fetchPage = (offset: number, sort: Sort) =>
    get(COMMENTS_PATH, { searchParams: { targetId: options.itemId, offset, sort }, signal: destroyed }).then(readPage)

  function more(): void {
    const { nextOffset: from, phase, sort } = state()
    if (from === null || phase === 'loading') return
    void requests.run(async () => {
      const { comments, nextOffset } = await fetchPage(from, sort)
      const shown = state().comments
      const known = new Set(shown.map((comment) => comment.id))
      const added = comments.filter((comment) => !known.has(comment.id))
      update({
        comments: [...shown, ...added],
        nextOffset,
        phase: 'idle',
        status: t('content.commentsAdded', { count: added.length }),
      })
    })
  }

  function sortBy(sort: Sort): void {
    // Every comment is here: the order changes in place. Else the first page in the new order.
    if (state().nextOffset === null) return update({ sort })
    const pending = state().comments.filter((comment) => comment.pending)
    void requests.run(async () => {
      const { comments, nextOffset } = await fetchPage(0, sort)
      update({ comments: [...comments, ...pending], sort, nextOffset, phase: 'idle' })
    })
  }

  async function send(draft: CommentDraft, parentId: string | undefined): Promise<void> {
    update({ status: '' })
    try {
      const answer = (await post(COMMENTS_PATH, {
        json: { targetId: options.itemId, parentId: parentId ?? null, ...draft },
        signal: destroyed,
      })) as {
        comment?: unknown
        status?: unknown
      } | null
      const pending = answer?.status === 'pending'
      const comment = { ...readComment(answer?.comment), pending }
      update({
        comments: [...state().comments, comment],
        status: pending ? t('content.commentPending') : t('content.commentPosted'),
      })
    } catch (error) {
      if (destroyed.aborted) return
      log.error('the comment was not posted', error)
      throw error
    }
  }

  return { destroy: cleanup.clear }
}
