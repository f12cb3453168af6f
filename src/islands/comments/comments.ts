/** Comments as the server answers them, threaded one level deep, and what a visitor drafts, apart from the DOM. */
import { readDate } from '../../core/kit/dates.ts'

/** spec (CONTRACT.md section 8): GET for a page of comments, POST for a new one. */
export const COMMENTS_PATH = '/api/comment/comments'
/** The address parameter of the first comment a page of the post shows more from (the "More comments" link). */
export const MORE_PARAMETER = 'commentsOffset'
/** The longest comment and name a visitor can send (the spec is silent; the demo server holds the same). */
export const COMMENT_LIMITS = { name: 80, body: 5000 } as const

export interface Comment {
  id: string
  /** The comment this one replies to, or null. */
  parentId: string | null
  name: string
  body: string
  /** ISO date-time (core/kit/dates.ts), or '' when the answer's could not be read: no time is shown. */
  createdOn: string
  /** Posted by this visitor and not yet approved: shown to them alone, marked "awaiting approval". */
  pending?: boolean
  /** The time as the server's rendering shows it, kept rather than formatted again. */
  shownTime?: string
}

export interface CommentsPage {
  comments: Comment[]
  total: number
  nextOffset: number | null
}

export type Sort = 'oldest' | 'newest'

/**
 * A comment checked: texts only (a body is shown as text, never as HTML); its date an ISO string or
 * epoch milliseconds, left out when unreadable (the comment itself stands). @throws TypeError
 */
export function readComment(value: unknown): Comment {
  const item = (value ?? {}) as Record<string, unknown>
  const text = (name: string) => {
    if (typeof item[name] !== 'string') throw new TypeError(`${COMMENTS_PATH}: a comment has no ${name}`)
    return item[name] as string
  }
  const parentId = item.parentId
  if (parentId !== null && parentId !== undefined && typeof parentId !== 'string') {
    throw new TypeError(`${COMMENTS_PATH}: a comment's parentId must be text or null`)
  }
  return {
    id: text('id'),
    parentId: parentId ?? null,
    name: text('name'),
    body: text('body'),
    createdOn: readDate(item.createdOn),
  }
}

/** The comments call's answer, checked. @throws TypeError naming what is wrong. */
export function readPage(answer: unknown): CommentsPage {
  const { comments, total, nextOffset } = (answer ?? {}) as Record<string, unknown>
  if (!Array.isArray(comments)) throw new TypeError(`${COMMENTS_PATH}: the answer has no comments`)
  if (!Number.isInteger(total)) throw new TypeError(`${COMMENTS_PATH}: total must be a whole number`)
  if (nextOffset !== null && !Number.isInteger(nextOffset)) {
    throw new TypeError(`${COMMENTS_PATH}: nextOffset must be a whole number or null`)
  }
  return { comments: comments.map(readComment), total: total as number, nextOffset: nextOffset as number | null }
}

export interface Thread {
  comment: Comment
  replies: Comment[]
}

/**
 * Comments as threads: each top-level comment with its replies, oldest reply first whatever the
 * order of the threads. A reply to a reply joins the top-level comment's thread (one level deep);
 * a reply whose parent is not among them is shown as a thread of its own.
 */
export function threads(comments: readonly Comment[], sort: Sort): Thread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]))
  const rootOf = (comment: Comment): Comment => {
    let current = comment
    for (let depth = 0; current.parentId && byId.has(current.parentId) && depth < comments.length; depth++) {
      current = byId.get(current.parentId)!
    }
    return current
  }
  const result = new Map<string, Thread>()
  // A comment without a readable date (one just posted whose answer's date was not) comes after the
  // dated ones, in the order they came.
  const time = (comment: Comment) => {
    const parsed = Date.parse(comment.createdOn)
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed
  }
  const ordered = [...comments].sort((a, b) => {
    const [first, second] = [time(a), time(b)]
    return first === second ? 0 : first < second ? -1 : 1
  })
  // Threads first, then replies: a reply dated before its comment (a clock off) still finds it.
  for (const comment of ordered) if (rootOf(comment) === comment) result.set(comment.id, { comment, replies: [] })
  for (const comment of ordered) {
    const root = rootOf(comment)
    if (root !== comment) result.get(root.id)?.replies.push(comment)
  }
  const list = [...result.values()]
  return sort === 'newest' ? list.reverse() : list
}

/** The comments the server rendered in the block, read as text (`[data-part=comment]` elements). */
export function readRendered(list: Element): Comment[] {
  return [...list.querySelectorAll<HTMLElement>('[data-part=comment]')].map((item) => ({
    id: item.dataset.commentId ?? '',
    parentId: item.dataset.parentId || null,
    name: item.querySelector('[data-part=name]')?.textContent?.trim() ?? '',
    body: item.querySelector('[data-part=body]')?.textContent ?? '',
    createdOn: item.querySelector('time')?.getAttribute('datetime') ?? '',
    shownTime: item.querySelector('time')?.textContent ?? '',
  }))
}

/**
 * What shapes a server-rendered thread beyond its comments (core/kit/server-rendered.ts): the
 * island hydrates the server's thread only when these are the same in the browser.
 */
export function renderInputs(
  options: { itemId: string; sort: Sort },
  { blockId, canPost, locale, timeZone }: { blockId: string; canPost: boolean; locale: string; timeZone: string },
): unknown {
  return { itemId: options.itemId, sort: options.sort, blockId, canPost, locale, timeZone }
}

/** What a visitor writes to post a comment. */
export interface CommentDraft {
  name: string
  email: string
  body: string
}

export type DraftErrors = Partial<Record<keyof CommentDraft, string>>
