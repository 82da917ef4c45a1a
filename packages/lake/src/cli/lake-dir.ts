import {existsSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {createTokenStore, type TokenStore} from '../auth/token-store.js'
import {createUserStore, type UserStore} from '../auth/user-store.js'
import {resolveLakeConfig, type LakeConfig} from '../config/lake-config.js'
import {openDatabase} from '../storage/open-database.js'

export const DEFAULT_LAKE_DIR = './.tessera/lake'

/** The `--dir` option every management command takes, with the same default as serving. */
export const DIR_OPTION = {dir: {type: 'string', default: process.env.LAKE_DIR ?? DEFAULT_LAKE_DIR}} as const

export interface LakeDir {
  dir: string
  config: LakeConfig
  users: UserStore
  tokens: TokenStore
  close(): void
}

/**
 * Opens a lake directory's database without loading documents, so the commands are quick and work
 * while the lake is running (SQLite in WAL mode lets both write). `mustExist` refuses a directory
 * without a lake, where reading or removing could only be a mistyped path.
 */
export function openLakeDir(rawDir: string, {mustExist}: {mustExist: boolean}): LakeDir {
  const dir = resolve(rawDir)
  if (mustExist && !existsSync(join(dir, 'lake.db'))) {
    throw new Error(`No lake in ${dir} (no lake.db there): check --dir`)
  }
  const config = resolveLakeConfig(dir)
  const db = openDatabase(dir)
  return {
    dir,
    config,
    users: createUserStore(db, config),
    tokens: createTokenStore(db),
    close: () => db.close(),
  }
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
