/**
 * Likes kept in SQLite: one row per item and visitor, the visitor known by a cookie of the demo
 * server's own (`atoll_liker`, http-only), so a like survives a reload and is counted once.
 */
import type { Database } from '../db.ts'

export const LIKER_COOKIE = 'atoll_liker'

export interface LikeAnswer {
  count: number
  liked: boolean
}

export function createLikesTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS likes (
    item_id TEXT NOT NULL,
    liker TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (item_id, liker)
  )`)
}

/** The item's count and whether `liker` likes it. */
export function likeState(db: Database, itemId: string, liker: string | undefined): LikeAnswer {
  const { count } = db.prepare('SELECT count(*) AS count FROM likes WHERE item_id = ?').get(itemId) as { count: number }
  const liked =
    liker !== undefined &&
    db.prepare('SELECT 1 FROM likes WHERE item_id = ? AND liker = ?').get(itemId, liker) !== undefined
  return { count, liked }
}

/** Sets whether `liker` likes the item (twice the same is once) and answers the new state. */
export function setLike(db: Database, itemId: string, liker: string, liked: boolean): LikeAnswer {
  if (liked) db.prepare('INSERT OR IGNORE INTO likes (item_id, liker) VALUES (?, ?)').run(itemId, liker)
  else db.prepare('DELETE FROM likes WHERE item_id = ? AND liker = ?').run(itemId, liker)
  return likeState(db, itemId, liker)
}
