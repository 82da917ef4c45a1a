import {existsSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {createTokenStore, type TokenStore} from '../auth/token-store.js'
import {createUserStore, type UserStore} from '../auth/user-store.js'
import {resolveLakeConfig, type LakeConfig} from '../config/lake-config.js'
import {openDatabase} from '../storage/open-database.js'
import {isPostgresUrl} from '../storage/postgres/database-url.js'
import {migrate} from '../storage/postgres/migrations.js'
import {SyncPostgres} from '../storage/postgres/sync-postgres.js'
import {postgresSql, sqliteSql, type SqlDatabase} from '../storage/sql-database.js'

export const DEFAULT_LAKE_DIR = './.tessera/lake'

/** The `--dir` option every management command takes, with the same default as serving. */
export const DIR_OPTION = {
  dir: {type: 'string', default: process.env.LAKE_DIR ?? DEFAULT_LAKE_DIR},
  // Where users and tokens are when the lake runs on PostgreSQL.
  database: {type: 'string', default: process.env.TESSERA_DATABASE_URL},
} as const

export interface LakeDir {
  dir: string
  config: LakeConfig
  users: UserStore
  tokens: TokenStore
  close(): void
}

/**
 * Opens a lake directory's database without loading documents, so the commands are quick and work
 * while the lake is running (SQLite in WAL mode lets both write; PostgreSQL, with `database`, is
 * shared anyway). `mustExist` refuses a directory without a lake, where reading or removing could
 * only be a mistyped path.
 */
export function openLakeDir(
  {dir: rawDir, database}: {dir: string; database?: string},
  {mustExist}: {mustExist: boolean},
): LakeDir {
  const dir = resolve(rawDir)
  if (!database && mustExist && !existsSync(join(dir, 'lake.db'))) {
    throw new Error(`No lake in ${dir} (no lake.db there): check --dir`)
  }
  const config = resolveLakeConfig(dir)
  const {sql, close} = openSideStores(dir, database)
  return {
    dir,
    config,
    users: createUserStore(sql, config),
    tokens: createTokenStore(sql),
    close,
  }
}

/**
 * The database of users, tokens and CORS origins: the directory's SQLite file, or the PostgreSQL
 * database the lake's processes share (its schema brought up to date first).
 */
export function openSideStores(dir: string, database: string | undefined): {sql: SqlDatabase; close(): void} {
  if (!database) {
    const db = openDatabase(dir)
    return {sql: sqliteSql(db), close: () => db.close()}
  }
  if (!isPostgresUrl(database)) throw new Error('--database must be a postgres:// or postgresql:// URL')
  const connection = new SyncPostgres(database)
  migrate(connection)
  return {sql: postgresSql(connection), close: () => void connection.close()}
}

/** Plain-text columns, padded to the widest cell. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  return [line(headers), ...rows.map(line)].join('\n')
}
