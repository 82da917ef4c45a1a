import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {openDatabase} from '../open-database.js'
import {createSqliteStorage} from '../sqlite-storage.js'
import {migrate} from './migrations.js'
import type {SyncPostgres} from './sync-postgres.js'

/** Rows copied per statement. */
const PAGE = 1000

/**
 * What is copied, table by table, with the columns both schemas share. `document_versions` gains the
 * per-document mutations in PostgreSQL; SQLite never stored them, so copied history has none (listen
 * events are live only, so nothing reads them for old transactions).
 */
const TABLES: readonly {name: string; columns: string[]; extra?: Record<string, string>}[] = [
  {
    name: 'transactions',
    columns: ['seq', 'dataset', 'id', 'timestamp', 'author', 'mutations', 'document_ids'],
  },
  {
    name: 'document_versions',
    columns: ['seq', 'dataset', 'document_id', 'rev', 'timestamp', 'body', 'effects'],
    extra: {mutations: "'[]'"},
  },
  {name: 'documents', columns: ['dataset', 'id', 'type', 'rev', 'body']},
  {
    name: 'users',
    columns: ['id', 'email', 'name', 'password_hash', 'profile_image', 'roles', 'provider', 'created_at'],
  },
  {name: 'tokens', columns: ['id', 'hash', 'kind', 'label', 'user_id', 'roles', 'created_at', 'expires_at']},
  {name: 'auth_sids', columns: ['hash', 'user_id', 'expires_at']},
  {name: 'user_key_values', columns: ['user_id', 'key', 'value', 'updated_at']},
  {name: 'cors_origins', columns: ['project_id', 'origin', 'allow_credentials', 'created_at']},
  {name: 'trial_dismissals', columns: ['user_id', 'dialog_id', 'dismissed_at']},
  {name: 'telemetry_batches', columns: ['project_id', 'user_id', 'received_at', 'event_count', 'batch']},
]

/**
 * Moves a lake from its SQLite file to PostgreSQL: every dataset with its whole history, and the
 * users, tokens, sessions, CORS origins, settings and extras, in one PostgreSQL transaction (all or
 * nothing). Log positions are kept, so history cursors stay valid. The target must hold no
 * transactions yet; the SQLite file is only read (after its own upgrades have run).
 */
export function copyFromSqlite(dir: string, target: SyncPostgres): Record<string, number> {
  if (!existsSync(join(dir, 'lake.db')))
    throw new Error(`No lake in ${dir} (no lake.db there): check --from-dir`)
  const db = openDatabase(dir)
  try {
    // Brings an older file's stored effects up to date, as starting the lake would.
    createSqliteStorage(db)
    migrate(target)
    const used = target.query<{n: number}>('SELECT count(*) AS n FROM transactions').rows[0].n
    if (used > 0)
      throw new Error('the PostgreSQL database already holds transactions: copy into an empty one')
    const present = new Set(
      db
        .prepare<[], {name: string}>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    )
    const copied: Record<string, number> = {}
    target.query('BEGIN')
    try {
      for (const table of TABLES) {
        copied[table.name] = present.has(table.name) ? copyTable(db, target, table) : 0
      }
      target.batch([
        {
          text: `INSERT INTO dataset_heads (dataset, seq) SELECT dataset, max(seq) FROM transactions GROUP BY dataset`,
        },
        {text: "SELECT setval('transaction_seq', greatest((SELECT max(seq) FROM transactions), 1))"},
        {text: 'COMMIT'},
      ])
    } catch (err) {
      target.query('ROLLBACK')
      throw err
    }
    return copied
  } finally {
    db.close()
  }
}

function copyTable(
  db: ReturnType<typeof openDatabase>,
  target: SyncPostgres,
  table: (typeof TABLES)[number],
): number {
  const columns = table.columns.join(', ')
  const extra = Object.entries(table.extra ?? {})
  const insert = `INSERT INTO ${table.name} (${[...table.columns, ...extra.map(([name]) => name)].join(', ')})
    SELECT ${[columns, ...extra.map(([, value]) => value)].join(', ')}
    FROM json_populate_recordset(NULL::${table.name}, $1::json)`
  // In insertion order where there is one (token ties are broken by it); documents have no rowid.
  const order = table.name === 'documents' ? '' : ' ORDER BY rowid'
  const rows = db.prepare(`SELECT ${columns} FROM ${table.name}${order}`).iterate()
  let page: unknown[] = []
  let count = 0
  const flush = () => {
    if (page.length === 0) return
    target.query(insert, [JSON.stringify(page)])
    count += page.length
    page = []
  }
  for (const row of rows) {
    page.push(row)
    if (page.length === PAGE) flush()
  }
  flush()
  return count
}
