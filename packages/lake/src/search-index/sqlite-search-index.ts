import type Database from 'better-sqlite3'
import type {SanityDocument} from '@tessera/types'
import {documentTokens} from './document-tokens.js'
import {ftsQuery, indexedTerms} from './fts-terms.js'
import type {SearchCondition, SearchIndex} from './types.js'

/** Bumped when what is indexed or how it is spelled changes: the index is then rebuilt at start. */
const INDEX_VERSION = '1'
const VERSION_KEY = 'search_index_version'
/** The last transaction (log position) the index has taken in. */
const SEQ_KEY = 'search_index_seq'
const META_SQL = `CREATE TABLE IF NOT EXISTS lake_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`

interface DatasetTables {
  upsertId: Database.Statement<[string], {n: number}>
  deleteId: Database.Statement<[string], {n: number}>
  putTerms: Database.Statement<[number, string]>
  deleteTerms: Database.Statement<[number]>
  lookup: Database.Statement<[string], string>
}

/**
 * The search index in the lake's SQLite database: per dataset, an FTS5 table of the documents'
 * tokens (`"search_terms/<dataset>"`, contentless, so the text is not stored twice) and a table
 * numbering the documents (`"search_ids/<dataset>"`, FTS5 rows are numbers).
 *
 * Written inside the storage's commit (see `SearchIndex.write`). At start it brings itself up to
 * the log: built from the documents when it is missing or of an older version (the first start
 * after an upgrade), and otherwise catching up on transactions it has not seen (written by a lake
 * without it). Either happens in one transaction, so a crash during it leaves the old state.
 */
export function createSqliteSearchIndex(db: Database.Database): SearchIndex {
  db.exec(META_SQL)
  const getMeta = db.prepare<[string], string>('SELECT value FROM lake_meta WHERE key = ?').pluck()
  const setMeta = db.prepare('INSERT OR REPLACE INTO lake_meta (key, value) VALUES (?, ?)')
  const tables = new Map<string, DatasetTables>()

  const tableExists = db
    .prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()

  /** The dataset's tables, created on its first write; undefined for a dataset never written to. */
  function existingTables(dataset: string): DatasetTables | undefined {
    return tables.get(dataset) ?? (tableExists.get(`search_ids/${dataset}`) ? tablesOf(dataset) : undefined)
  }

  function tablesOf(dataset: string): DatasetTables {
    let found = tables.get(dataset)
    if (found) return found
    const ids = quote(`search_ids/${dataset}`)
    const terms = quote(`search_terms/${dataset}`)
    db.exec(`
      CREATE TABLE IF NOT EXISTS ${ids} (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE);
      CREATE VIRTUAL TABLE IF NOT EXISTS ${terms} USING fts5(
        terms, content = '', contentless_delete = 1, detail = none, tokenize = "ascii tokenchars '_'"
      );`)
    found = {
      upsertId: db.prepare(
        `INSERT INTO ${ids} (id) VALUES (?) ON CONFLICT (id) DO UPDATE SET id = excluded.id RETURNING n`,
      ),
      deleteId: db.prepare(`DELETE FROM ${ids} WHERE id = ? RETURNING n`),
      putTerms: db.prepare(`INSERT OR REPLACE INTO ${terms} (rowid, terms) VALUES (?, ?)`),
      deleteTerms: db.prepare(`DELETE FROM ${terms} WHERE rowid = ?`),
      lookup: db
        .prepare<[string], string>(
          `SELECT i.id FROM ${terms} JOIN ${ids} i ON i.n = ${terms}.rowid WHERE ${terms} MATCH ?`,
        )
        .pluck(),
    }
    tables.set(dataset, found)
    return found
  }

  function put(dataset: string, doc: SanityDocument): void {
    const t = tablesOf(dataset)
    const {n} = t.upsertId.get(doc._id)!
    t.putTerms.run(n, indexedTerms(documentTokens(doc)))
  }

  function remove(dataset: string, id: string): void {
    const t = tablesOf(dataset)
    const row = t.deleteId.get(id)
    if (row) t.deleteTerms.run(row.n)
  }

  const lastSeq = db.prepare('SELECT MAX(seq) FROM transactions').pluck()

  db.transaction(() => {
    const end = String((lastSeq.get() as number | null) ?? 0)
    if (getMeta.get(VERSION_KEY) !== INDEX_VERSION) {
      rebuild(db, put)
      setMeta.run(VERSION_KEY, INDEX_VERSION)
    } else {
      catchUp(db, Number(getMeta.get(SEQ_KEY) ?? 0), put, remove)
    }
    setMeta.run(SEQ_KEY, end)
  })()

  return {
    write(transaction, seq) {
      for (const change of transaction.changes) {
        if (change.after) put(transaction.dataset, change.after)
        else remove(transaction.dataset, change.id)
      }
      setMeta.run(SEQ_KEY, String(seq))
    },
    candidates(dataset, condition: SearchCondition) {
      return existingTables(dataset)?.lookup.all(ftsQuery(condition)) ?? []
    },
  }
}

/** Drops every search table and indexes every stored document again. */
function rebuild(db: Database.Database, put: (dataset: string, doc: SanityDocument) => void): void {
  const existing = db
    .prepare<[], {name: string; sql: string}>(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table'
       AND (name LIKE 'search\\_terms/%' ESCAPE '\\' OR name LIKE 'search\\_ids/%' ESCAPE '\\')`,
    )
    .all()
  // Dropping an FTS5 table drops its shadow tables (`<name>_data` and so on) with it.
  for (const {name, sql} of existing)
    if (sql.startsWith('CREATE VIRTUAL')) db.exec(`DROP TABLE ${quote(name)}`)
  for (const {name, sql} of existing)
    if (!sql.startsWith('CREATE VIRTUAL')) db.exec(`DROP TABLE ${quote(name)}`)
  // A page at a time: better-sqlite3 cannot write while a read is open, and all of a large lake's
  // documents at once would not fit in memory.
  const page = db.prepare<[string, string], {dataset: string; id: string; body: string}>(
    `SELECT dataset, id, body FROM documents WHERE (dataset, id) > (?, ?) ORDER BY dataset, id LIMIT ${REBUILD_PAGE}`,
  )
  let after = {dataset: '', id: ''}
  for (;;) {
    const rows = page.all(after.dataset, after.id)
    for (const row of rows) put(row.dataset, JSON.parse(row.body) as SanityDocument)
    if (rows.length < REBUILD_PAGE) return
    after = rows[rows.length - 1]
  }
}

const REBUILD_PAGE = 1000

/** Indexes again the documents that transactions after `seq` wrote, as they are now. */
function catchUp(
  db: Database.Database,
  seq: number,
  put: (dataset: string, doc: SanityDocument) => void,
  remove: (dataset: string, id: string) => void,
): void {
  const changed = db
    .prepare<[number], {dataset: string; document_id: string}>(
      'SELECT DISTINCT dataset, document_id FROM document_versions WHERE seq > ?',
    )
    .all(seq)
  const current = db
    .prepare<[string, string], string>('SELECT body FROM documents WHERE dataset = ? AND id = ?')
    .pluck()
  for (const {dataset, document_id: id} of changed) {
    const body = current.get(dataset, id)
    if (body === undefined) remove(dataset, id)
    else put(dataset, JSON.parse(body) as SanityDocument)
  }
}

/** A table name as an SQL identifier (dataset names hold no quotes: letters, digits, `_`, `-`). */
function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
