import {createHash, randomBytes} from 'node:crypto'
import type {SqlDatabase} from '../storage/sql-database.js'
import {randomId} from '../documents/ids.js'
import {AUTH_SCHEMA_SQL} from './auth-schema.js'
import type {Identity} from './identity.js'

export interface CreatedToken {
  id: string
  /** The secret, shown once: only its hash is stored. */
  token: string
}

export interface TokenInfo {
  id: string
  kind: 'session' | 'robot'
  label: string | null
  userId: string | null
  roles: string[]
  createdAt: string
  expiresAt: string | null
}

export interface TokenStore {
  /** A robot token with its own roles (for scripts, CI, tests). */
  createRobotToken(options: {roles: string[]; label?: string; expiresAt?: string}): CreatedToken
  /** A session token for a signed-in user: its roles are the user's, read at each request. */
  createSessionToken(userId: string, expiresAt: string): CreatedToken
  /** The identity a token stands for, or undefined when it is unknown or expired. */
  resolve(token: string): Identity | undefined
  revoke(tokenId: string): boolean
  /**
   * Deletes expired session tokens (everyone's) and the oldest sessions of `userId` beyond `keep`.
   * Returns how many were deleted.
   */
  pruneSessions(userId: string, keep: number): number
  list(): TokenInfo[]
}

interface TokenRow {
  id: string
  kind: 'session' | 'robot'
  label: string | null
  user_id: string | null
  roles: string | null
  created_at: string
  expires_at: string | null
  user_roles: string | null
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function createTokenStore(db: SqlDatabase): TokenStore {
  if (db.dialect === 'sqlite') db.exec(AUTH_SCHEMA_SQL)
  const insert = db.prepare(
    'INSERT INTO tokens (id, hash, kind, label, user_id, roles, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const byHash = db.prepare(
    `SELECT t.*, u.roles AS user_roles FROM tokens t LEFT JOIN users u ON u.id = t.user_id WHERE t.hash = ?`,
  )
  const remove = db.prepare('DELETE FROM tokens WHERE id = ?')
  const all = db.prepare('SELECT t.*, NULL AS user_roles FROM tokens t ORDER BY created_at')
  // ISO timestamps of one format compare as text.
  const deleteExpiredSessions = db.prepare(
    "DELETE FROM tokens WHERE kind = 'session' AND expires_at IS NOT NULL AND expires_at <= ?",
  )
  // Newest first, ties in insertion order (SQLite's rowid, PostgreSQL's serial n).
  const deleteOldSessions = db.prepare(
    db.dialect === 'sqlite'
      ? `DELETE FROM tokens WHERE id IN (
           SELECT id FROM tokens WHERE kind = 'session' AND user_id = ?
           ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`
      : `DELETE FROM tokens WHERE id IN (
           SELECT id FROM tokens WHERE kind = 'session' AND user_id = ?
           ORDER BY created_at DESC, n DESC OFFSET ?)`,
  )

  function create(
    kind: 'session' | 'robot',
    fields: {label?: string; userId?: string; roles?: string[]; expiresAt?: string},
  ) {
    const id = randomId(16)
    // 32 random bytes: far beyond guessing, so a fast hash is enough to keep stored values useless.
    const token = `tk${randomBytes(32).toString('base64url')}`
    insert.run(
      id,
      hashToken(token),
      kind,
      fields.label ?? null,
      fields.userId ?? null,
      fields.roles ? JSON.stringify(fields.roles) : null,
      new Date().toISOString(),
      fields.expiresAt ?? null,
    )
    return {id, token}
  }

  return {
    createRobotToken: ({roles, label, expiresAt}) => create('robot', {roles, label, expiresAt}),
    createSessionToken: (userId, expiresAt) => create('session', {userId, expiresAt}),
    resolve(token) {
      const row = byHash.get(hashToken(token)) as TokenRow | undefined
      if (!row) return undefined
      if (row.expires_at && Date.parse(row.expires_at) <= Date.now()) return undefined
      if (row.kind === 'session') {
        if (!row.user_id) return undefined
        return {
          id: row.user_id,
          kind: 'user',
          roles: JSON.parse(row.user_roles ?? '[]') as string[],
          tokenId: row.id,
        }
      }
      return {id: row.id, kind: 'robot', roles: JSON.parse(row.roles ?? '[]') as string[], tokenId: row.id}
    },
    revoke: (tokenId) => remove.run(tokenId).changes > 0,
    pruneSessions(userId, keep) {
      const expired = deleteExpiredSessions.run(new Date().toISOString()).changes
      return expired + deleteOldSessions.run(userId, Math.max(0, keep)).changes
    },
    list: () =>
      (all.all() as TokenRow[]).map((row) => ({
        id: row.id,
        kind: row.kind,
        label: row.label,
        userId: row.user_id,
        roles: JSON.parse(row.roles ?? '[]') as string[],
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      })),
  }
}
