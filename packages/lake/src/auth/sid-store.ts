import {randomBytes} from 'node:crypto'
import type {SqlDatabase} from '../storage/sql-database.js'
import {hashToken} from './token-store.js'

/** How long a sid from the sign-in redirect can be exchanged for a token. */
export const SID_LIFETIME_MS = 2 * 60 * 1000
/** Unexchanged sids one user may have at once; signing in again drops the oldest. */
const MAX_PENDING_SIDS_PER_USER = 10

const SID_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS auth_sids (
  hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
`

/**
 * One-time session ids for the token-mode sign-in: the sign-in page puts one in the redirect's URL
 * fragment and `/auth/fetch` trades it for a session token. Only hashes are stored, and the token is
 * made at the exchange, so nothing in the table can be turned into credentials.
 */
export interface SidStore {
  create(userId: string): string
  /** The user the sid was made for, once: the sid is gone afterwards. Undefined if unknown or expired. */
  take(sid: string): string | undefined
}

export function createSidStore(db: SqlDatabase): SidStore {
  if (db.dialect === 'sqlite') db.exec(SID_SCHEMA_SQL)
  const insert = db.prepare('INSERT INTO auth_sids (hash, user_id, expires_at) VALUES (?, ?, ?)')
  const prune = db.prepare('DELETE FROM auth_sids WHERE expires_at <= ?')
  const pruneUser = db.prepare(
    db.dialect === 'sqlite'
      ? `DELETE FROM auth_sids WHERE rowid IN (
           SELECT rowid FROM auth_sids WHERE user_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT -1 OFFSET ?)`
      : `DELETE FROM auth_sids WHERE n IN (
           SELECT n FROM auth_sids WHERE user_id = ? ORDER BY expires_at DESC, n DESC OFFSET ?)`,
  )
  // Deleting and reading in one statement: two concurrent exchanges cannot both get the row.
  const takeRow = db.prepare('DELETE FROM auth_sids WHERE hash = ? RETURNING user_id, expires_at')

  return {
    create(userId) {
      prune.run(Date.now())
      const sid = randomBytes(24).toString('base64url')
      insert.run(hashToken(sid), userId, Date.now() + SID_LIFETIME_MS)
      pruneUser.run(userId, MAX_PENDING_SIDS_PER_USER)
      return sid
    },
    take(sid) {
      const row = takeRow.get(hashToken(sid)) as {user_id: string; expires_at: number} | undefined
      if (!row || row.expires_at <= Date.now()) return undefined
      return row.user_id
    },
  }
}
