/**
 * Comments kept in SQLite with a moderation flag: a visitor's comment waits (`approved` 0) until the
 * site approves it, and only approved comments are listed. Seeded with a short thread on one post.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '../db.ts'

export interface StoredComment {
  id: string
  parentId: string | null
  name: string
  body: string
  createdOn: string
}

/** Comments a page of the list holds (the spec is silent). */
export const COMMENTS_PAGE_SIZE = 10

export function createCommentsTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS comments (
    id TEXT PRIMARY KEY,
    target_id TEXT NOT NULL,
    parent_id TEXT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    body TEXT NOT NULL,
    created_on TEXT NOT NULL,
    approved INTEGER NOT NULL DEFAULT 0
  )`)
  const seeded = db.prepare('SELECT count(*) AS n FROM comments').get() as { n: number }
  if (seeded.n > 0) return
  const add = db.prepare(
    'INSERT INTO comments (id, target_id, parent_id, name, email, body, created_on, approved) VALUES (?, ?, ?, ?, ?, ?, ?, 1)',
  )
  add.run(
    'c-1',
    'post-harbour-loaf',
    null,
    'Ines',
    'ines@example.com',
    'Thirty hours! No wonder it keeps for days.',
    '2026-10-03T08:12:00Z',
  )
  add.run(
    'c-2',
    'post-harbour-loaf',
    'c-1',
    'Mara Quint',
    'mara@example.com',
    'It keeps four days in a linen bag.',
    '2026-10-03T09:40:00Z',
  )
  add.run(
    'c-3',
    'post-harbour-loaf',
    null,
    'Jonas',
    'jonas@example.com',
    'Do you sell the starter?\nI would love to try at home.',
    '2026-10-05T17:03:00Z',
  )
}

/** A page of the approved comments on `targetId`, threads in `sort` order with their replies. */
export function listComments(
  db: Database,
  targetId: string,
  { offset, sort, limit = COMMENTS_PAGE_SIZE }: { offset: number; sort: 'oldest' | 'newest'; limit?: number },
): { comments: StoredComment[]; total: number; nextOffset: number | null } {
  const order = sort === 'newest' ? 'DESC' : 'ASC'
  const threads = db
    .prepare(
      `SELECT id FROM comments WHERE target_id = ? AND approved = 1 AND parent_id IS NULL ORDER BY created_on ${order} LIMIT ? OFFSET ?`,
    )
    .all(targetId, limit, offset) as { id: string }[]
  const { total } = db
    .prepare('SELECT count(*) AS total FROM comments WHERE target_id = ? AND approved = 1 AND parent_id IS NULL')
    .get(targetId) as { total: number }
  const ids = threads.map((thread) => thread.id)
  const rows = ids.length
    ? (db
        .prepare(
          `SELECT id, parent_id AS parentId, name, body, created_on AS createdOn FROM comments
           WHERE approved = 1 AND (id IN (${ids.map(() => '?').join(',')}) OR parent_id IN (${ids.map(() => '?').join(',')}))
           ORDER BY created_on ASC`,
        )
        .all(...ids, ...ids) as StoredComment[])
    : []
  return { comments: rows, total, nextOffset: offset + limit < total ? offset + limit : null }
}

/** Stores a visitor's comment, waiting for approval; a reply to a reply joins its thread. */
export function addComment(
  db: Database,
  comment: { targetId: string; parentId: string | null; name: string; email: string; body: string },
): StoredComment {
  let parentId = comment.parentId
  if (parentId) {
    const parent = db
      .prepare('SELECT parent_id AS parentId FROM comments WHERE id = ? AND target_id = ?')
      .get(parentId, comment.targetId) as { parentId: string | null } | undefined
    if (!parent) throw new RangeError('parentId names no comment on this item.')
    parentId = parent.parentId ?? parentId
  }
  const stored = {
    id: randomUUID(),
    parentId,
    name: comment.name,
    body: comment.body,
    createdOn: new Date().toISOString(),
  }
  db.prepare(
    'INSERT INTO comments (id, target_id, parent_id, name, email, body, created_on, approved) VALUES (?, ?, ?, ?, ?, ?, ?, 0)',
  ).run(stored.id, comment.targetId, parentId, comment.name, comment.email, comment.body, stored.createdOn)
  return stored
}
