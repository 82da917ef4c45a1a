import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import Database from 'better-sqlite3'

export type SqliteDatabase = Database.Database

/**
 * Opens the lake's single SQLite file (`lake.db` in the lake directory). WAL journal and
 * `synchronous = FULL`, so an acknowledged write survives a crash or power loss. Documents, history,
 * users and tokens share it; each store creates its own tables.
 */
export function openDatabase(dir: string): SqliteDatabase {
  mkdirSync(dir, {recursive: true})
  const db = new Database(join(dir, 'lake.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  return db
}
