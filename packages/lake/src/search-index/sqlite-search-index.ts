import type Database from 'better-sqlite3'
import type {SanityDocument} from '@tessera/types'
import {ftsQuery} from './fts-terms.js'
import {datasetSearchTables, type DatasetSearchTables} from './sqlite-search-tables.js'
import type {SearchCondition, SearchIndex} from './types.js'

/** Bumped when what is indexed or how it is spelled changes: the index is then rebuilt at start. */
const INDEX_VERSION = '3'
const VERSION_KEY = 'search_index_version'
/** The last transaction (log position) the index has taken in. */
const SEQ_KEY = 'search_index_seq'
const META_SQL = `CREATE TABLE IF NOT EXISTS lake_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`
/** Pending documents are moved into the FTS5 table once there are this many (sqlite-search-tables.ts). */
export const PENDING_LIMIT = 64
const TABLE_PREFIXES = ['search_terms/', 'search_ids/', 'search_pending/']

/**
 * The search index in the lake's SQLite database, per dataset (sqlite-search-tables.ts).
 *
 * Written inside the storage's commit (`SearchIndex.write`): what a commit changed is in the index
 * (indexed or pending) exactly when the commit is. At start it brings itself up to the log: built
 * from the documents when it is missing or of an older version (the first start after an upgrade),
 * and otherwise catching up on transactions it has not seen (written by a lake without it). Either
 * happens in one transaction, so a crash during it leaves the old state.
 */
export function createSqliteSearchIndex(db: Database.Database): SearchIndex {
  db.exec(META_SQL)
  const getMeta = db.prepare<[string], string>('SELECT value FROM lake_meta WHERE key = ?').pluck()
  const setMeta = db.prepare('INSERT OR REPLACE INTO lake_meta (key, value) VALUES (?, ?)')
  const tableExists = db
    .prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
  const tables = new Map<string, DatasetSearchTables>()

  /** The dataset's tables, made on its first write. */
  function tablesOf(dataset: string): DatasetSearchTables {
    let found = tables.get(dataset)
    if (!found) {
      found = datasetSearchTables(db, dataset)
      tables.set(dataset, found)
    }
    return found
  }

  const lastSeq = db.prepare<[], number | null>('SELECT MAX(seq) FROM transactions').pluck()
  db.transaction(() => {
    const end = String(lastSeq.get() ?? 0)
    if (getMeta.get(VERSION_KEY) !== INDEX_VERSION) {
      dropAll(db)
      forEachDocument(db, (dataset, doc) => tablesOf(dataset).put(doc))
      setMeta.run(VERSION_KEY, INDEX_VERSION)
    } else {
      catchUp(db, Number(getMeta.get(SEQ_KEY) ?? 0), tablesOf)
    }
    setMeta.run(SEQ_KEY, end)
  })()

  return {
    write(transaction, seq) {
      const t = tablesOf(transaction.dataset)
      if (transaction.changes.length >= PENDING_LIMIT) {
        // A large transaction (an import) pays FTS5's cost per transaction once for all its documents.
        for (const change of transaction.changes) {
          if (change.after) t.put(change.after)
          else t.remove(change.id)
        }
        if (t.pendingCount() > 0) t.flushPending()
      } else {
        t.markPending(transaction.changes.map((change) => change.id))
        if (t.pendingCount() >= PENDING_LIMIT) t.flushPending()
      }
      setMeta.run(SEQ_KEY, String(seq))
    },
    candidates(dataset, condition: SearchCondition, limit) {
      // A dataset never written to has no tables, and reads must not make them.
      const t =
        tables.get(dataset) ?? (tableExists.get(`search_ids/${dataset}`) ? tablesOf(dataset) : undefined)
      return t ? t.candidates(ftsQuery(condition), limit) : []
    },
  }
}

/** Drops every search table (dropping an FTS5 table drops its shadow tables with it). */
function dropAll(db: Database.Database): void {
  const existing = db
    .prepare<[], {name: string; sql: string}>("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
    .all()
    .filter(({name}) => TABLE_PREFIXES.some((prefix) => name.startsWith(prefix)))
  const virtual = existing.filter(({sql}) => sql.startsWith('CREATE VIRTUAL'))
  for (const {name} of [...virtual, ...existing.filter((table) => !virtual.includes(table))]) {
    if (db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name))
      db.exec(`DROP TABLE "${name.replaceAll('"', '""')}"`)
  }
}

/**
 * Every stored document, a page at a time: better-sqlite3 cannot write while a read is open, and all
 * of a large lake's documents at once would not fit in memory.
 */
function forEachDocument(db: Database.Database, found: (dataset: string, doc: SanityDocument) => void): void {
  const page = db.prepare<[string, string], {dataset: string; id: string; body: string}>(
    `SELECT dataset, id, body FROM documents WHERE (dataset, id) > (?, ?) ORDER BY dataset, id LIMIT ${REBUILD_PAGE}`,
  )
  let after = {dataset: '', id: ''}
  for (;;) {
    const rows = page.all(after.dataset, after.id)
    for (const row of rows) found(row.dataset, JSON.parse(row.body) as SanityDocument)
    if (rows.length < REBUILD_PAGE) return
    after = rows[rows.length - 1]
  }
}

const REBUILD_PAGE = 1000

/** Marks pending the documents that transactions after `seq` wrote. */
function catchUp(
  db: Database.Database,
  seq: number,
  tablesOf: (dataset: string) => DatasetSearchTables,
): void {
  const changed = db
    .prepare<[number], {dataset: string; document_id: string}>(
      'SELECT DISTINCT dataset, document_id FROM document_versions WHERE seq > ?',
    )
    .all(seq)
  const touched = new Set<string>()
  for (const {dataset, document_id: id} of changed) {
    tablesOf(dataset).markPending([id])
    touched.add(dataset)
  }
  for (const dataset of touched) tablesOf(dataset).flushPending()
}
