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
/**
 * More pending documents than this (an import's transactions) are not indexed in a commit: they are
 * moved into FTS5 when the dataset has had no write for `IDLE_MS` (or has waited `MAX_WAIT_MS`), in
 * transactions of `IDLE_BATCH`. Until then they are candidates of every search, which means a scan
 * where there are more of them than a search takes candidates (answers are the same either way).
 */
export const INLINE_FLUSH_LIMIT = 512
const IDLE_MS = 100
const MAX_WAIT_MS = 5_000
const IDLE_BATCH = 500
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

  const idle = idleIndexer(db, tablesOf)
  // Documents an import left pending when the lake stopped are indexed once it is idle.
  for (const dataset of datasetsWithPending(db)) idle.wrote(dataset)

  return {
    write(transaction, seq) {
      const t = tablesOf(transaction.dataset)
      t.markPending(transaction.changes.map((change) => change.id))
      const pending = t.pendingCount()
      // FTS5 costs about as much per transaction as for a thousand rows: a few pending documents are
      // moved in one commit out of many; an import's are moved when the lake is idle.
      if (pending > INLINE_FLUSH_LIMIT) idle.wrote(transaction.dataset)
      else if (pending >= PENDING_LIMIT) t.flushPending()
      setMeta.run(SEQ_KEY, String(seq))
    },
    candidates(dataset, condition: SearchCondition, limit) {
      // A dataset never written to has no tables, and reads must not make them.
      const t =
        tables.get(dataset) ?? (tableExists.get(`search_ids/${dataset}`) ? tablesOf(dataset) : undefined)
      return t ? t.candidates(ftsQuery(condition), limit) : []
    },
    indexed: () => idle.indexed(),
  }
}

interface IdleIndexer {
  /** A write left more pending documents than a commit indexes: index them once the dataset is idle. */
  wrote(dataset: string): void
  /** Resolves when no dataset waits (at once when none does, or the database is closed). */
  indexed(): Promise<void>
}

/**
 * Moves a dataset's pending documents into FTS5 in batches, each its own transaction, once no write
 * has come for `IDLE_MS` (a burst of import transactions is not slowed down by it) or the oldest has
 * waited `MAX_WAIT_MS` (a steady stream of writes does not keep the index behind for ever). Timers
 * are unref'd and do nothing once the database is closed: what is still pending stays listed, and
 * the next start goes on with it.
 */
function idleIndexer(db: Database.Database, tablesOf: (dataset: string) => DatasetSearchTables): IdleIndexer {
  const waiting = new Map<string, {timer: NodeJS.Timeout; since: number}>()
  let done: (() => void)[] = []
  const settle = () => {
    if (waiting.size > 0 && db.open) return
    for (const resolve of done) resolve()
    done = []
  }

  function schedule(dataset: string, delay: number, since: number): void {
    const timer = setTimeout(() => step(dataset), delay)
    timer.unref()
    waiting.set(dataset, {timer, since})
  }

  function step(dataset: string): void {
    waiting.delete(dataset)
    if (db.open) {
      const t = tablesOf(dataset)
      db.transaction(() => t.flushPending(IDLE_BATCH))()
      // The next batch after whatever requests came meanwhile.
      if (t.pendingCount() > 0) schedule(dataset, 0, performance.now())
    }
    settle()
  }

  return {
    wrote(dataset) {
      const now = performance.now()
      const current = waiting.get(dataset)
      const since = current?.since ?? now
      if (current) clearTimeout(current.timer)
      schedule(dataset, now - since >= MAX_WAIT_MS ? 0 : IDLE_MS, since)
    },
    indexed() {
      return new Promise((resolve) => {
        done.push(resolve)
        settle()
      })
    },
  }
}

/** Datasets whose search tables list pending documents. */
function datasetsWithPending(db: Database.Database): string[] {
  const names = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'search_pending/%'",
    )
    .pluck()
    .all()
  return names
    .filter((name) => db.prepare(`SELECT 1 FROM "${name.replaceAll('"', '""')}" LIMIT 1`).get() !== undefined)
    .map((name) => name.slice('search_pending/'.length))
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
