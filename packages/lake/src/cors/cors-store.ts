import type {SqlDatabase} from '../storage/sql-database.js'
import {ANY_ORIGIN, OriginPatternError, originMatches, parseOriginPattern} from './origin-pattern.js'

/** One allow-list entry of a project. */
export interface CorsOrigin {
  origin: string
  allowCredentials: boolean
  createdAt: string
}

export interface CorsStore {
  /** Adds an origin (normalized) or changes whether it allows credentials. Throws OriginPatternError. */
  add(origin: string, options: {allowCredentials: boolean}): {entry: CorsOrigin; created: boolean}
  /** Removes an entry; false when there was none. */
  remove(origin: string): boolean
  list(): CorsOrigin[]
  /** The entry covering a normalized origin (an exact entry first, then wildcards), if any. */
  lookup(origin: string): CorsOrigin | undefined
  /** The entry for exactly this normalized origin, ignoring wildcards. */
  exact(origin: string): CorsOrigin | undefined
}

const CORS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS cors_origins (
  project_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  allow_credentials INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (project_id, origin)
);
`

interface CorsRow {
  origin: string
  allow_credentials: number
  created_at: string
}

function toEntry(row: CorsRow): CorsOrigin {
  return {origin: row.origin, allowCredentials: row.allow_credentials === 1, createdAt: row.created_at}
}

/**
 * The per-project CORS allow-list in the lake's database. Read on every cross-origin request (no
 * cache), so `tessera-lake cors add` takes effect on a running lake at once.
 */
export function createCorsStore(db: SqlDatabase, projectId: string): CorsStore {
  if (db.dialect === 'sqlite') db.exec(CORS_SCHEMA_SQL)
  const upsert = db.prepare(
    `INSERT INTO cors_origins (project_id, origin, allow_credentials, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (project_id, origin) DO UPDATE SET allow_credentials = excluded.allow_credentials`,
  )
  const byOrigin = db.prepare<[string, string], CorsRow>(
    'SELECT origin, allow_credentials, created_at FROM cors_origins WHERE project_id = ? AND origin = ?',
  )
  const wildcards = db.prepare<[string], CorsRow>(
    `SELECT origin, allow_credentials, created_at FROM cors_origins WHERE project_id = ? AND origin LIKE '%*%'
     ORDER BY allow_credentials DESC`,
  )
  const all = db.prepare<[string], CorsRow>(
    'SELECT origin, allow_credentials, created_at FROM cors_origins WHERE project_id = ? ORDER BY created_at, origin',
  )
  const deleteOne = db.prepare('DELETE FROM cors_origins WHERE project_id = ? AND origin = ?')

  return {
    add(input, {allowCredentials}) {
      const origin = parseOriginPattern(input)
      if (origin === ANY_ORIGIN && allowCredentials) {
        throw new OriginPatternError(
          '"*" cannot allow credentials: add each origin that needs them on its own',
        )
      }
      const created = byOrigin.get(projectId, origin) === undefined
      upsert.run(projectId, origin, allowCredentials ? 1 : 0, new Date().toISOString())
      return {entry: toEntry(byOrigin.get(projectId, origin)!), created}
    },
    remove(input) {
      let origin: string
      try {
        origin = parseOriginPattern(input)
      } catch {
        origin = input.trim()
      }
      return deleteOne.run(projectId, origin).changes > 0
    },
    list: () => all.all(projectId).map(toEntry),
    exact(origin) {
      const row = byOrigin.get(projectId, origin)
      return row && toEntry(row)
    },
    lookup(origin) {
      const exact = byOrigin.get(projectId, origin)
      if (exact) return toEntry(exact)
      const row = wildcards.all(projectId).find((candidate) => originMatches(candidate.origin, origin))
      return row && toEntry(row)
    },
  }
}
