/**
 * The comments on a site's server (`atoll/server`, docs/server-rendering.md): the island's own
 * thread rendered to HTML, which the island hydrates rather than draws: the comments, the order,
 * "More comments" as a link to the next page and a form that posts without script.
 */
import { createElement } from 'react'
import { DEFAULT_LOCALE } from '../../core/i18n/index.ts'
import type { ServerPage } from '../../contract.ts'
import { renderIsland, withLocale } from '../../core/kit/server-render.ts'
import { type CommentDraft, type CommentsPage, type DraftErrors, readPage, renderInputs } from './comments.ts'
import { Comments } from './Comments.tsx'
import { checkDraft } from './draft.ts'
import css from './comments.css?inline'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

/** The comments' stylesheet: a page with a server-rendered thread links it, so it is styled before the island loads. */
export const COMMENTS_STYLES: string = css

const none = () => {}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
const posted = () => Promise.resolve()

/**
 * The HTML to put inside a comments block, after the template's heading: the thread as the island
 * first draws it, in an element the island recognises (`data-atoll-rendered`) and hydrates.
 * @param settings the block's `data-block-json` (the island reads the same).
 * @param comments the first page of approved comments, as the comments call answers it (`{ comments, total, nextOffset }`).
 * @param id the block element's id: "More comments" links to it.
 * @param page the page context, or its `locale`, `websiteSettings.commentsEnabled` and `authenticatedAccount`.
 * @throws TypeError naming what is wrong with the settings or the comments.
 */
export function renderComments(
  settings: unknown,
  comments: CommentsPage | unknown,
  { id = '', page }: { id?: string; page: ServerPage },
): Promise<string> {
  const options = normalizeOptions(settings)
  if (options.timeZone && !isTimeZone(options.timeZone)) {
    throw new TypeError(`comments: timeZone must be an IANA time zone such as Europe/Oslo, not "${options.timeZone}"`)
  }
  const { comments: list, nextOffset } = readPage(comments)
  const locale = page.locale ?? DEFAULT_LOCALE
  const canPost = page.websiteSettings?.commentsEnabled === true || typeof page.authenticatedAccount?.id === 'string'
  // A thread without a zone of its own shows the times in UTC: the island hydrates it only for visitors in that zone.
  const timeZone = options.timeZone || 'UTC'
  const inputs = renderInputs(options, { blockId: id, canPost, locale, timeZone })
  return renderIsland(messages, { locale, inputs }, () =>
    createElement(Comments, {
      state: { comments: list, sort: options.sort, nextOffset, phase: 'idle', status: '' },
      itemId: options.itemId,
      blockId: id,
      locale,
      timeZone,
      live: false,
      canPost,
      onSort: none,
      onMore: none,
      onPost: posted,
    }),
  )
}

/** A comment posted without script, read: what it is on and replies to, the draft, and the island's checks. */
export interface CommentPost {
  /** The `targetId` the post names ('' when none): the server checks it names an item of its site. */
  targetId: string
  /** The comment it replies to, or null. */
  parentId: string | null
  /** The draft, trimmed as the island sends it. */
  draft: CommentDraft
  /** Each failing field's message (the island's checks and texts), by field name; empty when the draft passes. */
  errors: DraftErrors
}

/**
 * Reads a comment form's post (a `FormData` or `URLSearchParams`) with the island's rules and
 * messages in the page's locale. The server still applies its own limits (COMMENT_LIMITS) and checks.
 */
export function readCommentPost(
  body: { get(name: string): unknown },
  { page }: { page: ServerPage },
): Promise<CommentPost> {
  const read = (name: string) => {
    const value = body.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const draft: CommentDraft = { name: read('name'), email: read('email'), body: read('body') }
  return withLocale(messages, page.locale ?? DEFAULT_LOCALE, (i18n) => ({
    targetId: read('targetId'),
    parentId: read('parentId') || null,
    draft,
    errors: checkDraft(draft, i18n),
  }))
}
