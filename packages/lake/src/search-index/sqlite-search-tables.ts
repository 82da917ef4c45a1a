import type Database from 'better-sqlite3'
import type {SanityDocument} from '@tessera/types'
import {documentTokens} from './document-tokens.js'
import {indexedTerms} from './fts-terms.js'

/**
 * One dataset's search tables in the lake's SQLite database:
 *
 * - `"search_terms/<dataset>"`: an FTS5 table of the documents' tokens (contentless: the text is not
 *   stored twice; spelled as fts-terms.ts says);
 * - `"search_ids/<dataset>"`: numbers the documents, as FTS5 rows are numbers;
 * - `"search_pending/<dataset>"`: documents written since the FTS5 table last took them in. FTS5
 *   costs about as much per transaction as for a thousand rows (it writes a new segment each time),
 *   so each commit only lists what it changed here, and every `PENDING_LIMIT` documents one commit
 *   moves them all into the FTS5 table. Queries take pending documents as candidates too.
 */
export interface DatasetSearchTables {
  /** Lists documents a commit changed. */
  markPending(ids: Iterable<string>): void
  /** How many documents are pending (read once, then counted as they are marked). */
  pendingCount(): number
  /**
   * Indexes pending documents as they are now in `documents` (or drops them) and takes them off the
   * list: all of them, or at most `limit`.
   */
  flushPending(limit?: number): void
  /** Ids of the indexed documents that satisfy an FTS5 query and of the pending ones (undefined: over `limit`). */
  candidates(ftsQuery: string, limit: number): string[] | undefined
  /** Indexes a document as given (a rebuild or catch-up at start). */
  put(doc: SanityDocument): void
  remove(id: string): void
}

export function datasetSearchTables(db: Database.Database, dataset: string): DatasetSearchTables {
  const ids = quote(`search_ids/${dataset}`)
  const terms = quote(`search_terms/${dataset}`)
  const pending = quote(`search_pending/${dataset}`)
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${ids} (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE);
    CREATE TABLE IF NOT EXISTS ${pending} (id TEXT PRIMARY KEY) WITHOUT ROWID;
    CREATE VIRTUAL TABLE IF NOT EXISTS ${terms} USING fts5(
      terms, content = '', contentless_delete = 1, detail = none, tokenize = "ascii tokenchars '_'"
    );`)
  const findId = db.prepare<[string], number>(`SELECT n FROM ${ids} WHERE id = ?`).pluck()
  const insertId = db.prepare<[string]>(`INSERT INTO ${ids} (id) VALUES (?)`)
  const deleteId = db.prepare<[string], number>(`DELETE FROM ${ids} WHERE id = ? RETURNING n`).pluck()
  const putTerms = db.prepare<[number, string]>(
    `INSERT OR REPLACE INTO ${terms} (rowid, terms) VALUES (?, ?)`,
  )
  const deleteTerms = db.prepare<[number]>(`DELETE FROM ${terms} WHERE rowid = ?`)
  const lookup = db
    .prepare<[string, number], number>(`SELECT rowid FROM ${terms} WHERE ${terms} MATCH ? LIMIT ?`)
    .pluck()
  const idOfNumber = db.prepare<[number], string>(`SELECT id FROM ${ids} WHERE n = ?`).pluck()
  const allIds = db.prepare<[], {n: number; id: string}>(`SELECT n, id FROM ${ids}`)
  /**
   * Document ids by their row number, as read from the committed table: a search turns the numbers
   * FTS5 finds into ids here instead of joining the table for each (10,000 candidates: the join and
   * 10,000 new strings, each hashed again by the dataset index's lookup, were ~40% of the global
   * search's author query). Filled on the first lookup and on misses; a number whose row is deleted
   * is dropped at once (a later insert may reuse it), so an entry never names another document.
   */
  let idsByNumber: Map<number, string> | undefined
  const addPending = db.prepare<[string]>(`INSERT OR IGNORE INTO ${pending} (id) VALUES (?)`)
  const somePending = db.prepare<[string, number], {id: string; body: string | null}>(
    `SELECT p.id AS id, d.body AS body FROM ${pending} p
       LEFT JOIN documents d ON d.dataset = ? AND d.id = p.id LIMIT ?`,
  )
  const deletePending = db.prepare<[string]>(`DELETE FROM ${pending} WHERE id = ?`)
  const pendingIds = db.prepare<[], string>(`SELECT id FROM ${pending}`).pluck()
  const countPending = db.prepare<[], number>(`SELECT count(*) FROM ${pending}`).pluck()
  const clearPending = db.prepare(`DELETE FROM ${pending}`)
  let count: number | undefined

  function put(doc: SanityDocument): void {
    // Looked up first: most writes change documents that exist, and a read costs less than a write.
    const n = findId.get(doc._id) ?? Number(insertId.run(doc._id).lastInsertRowid)
    putTerms.run(n, indexedTerms(documentTokens(doc)))
  }

  function remove(id: string): void {
    const n = deleteId.get(id)
    if (n === undefined) return
    idsByNumber?.delete(n)
    deleteTerms.run(n)
  }

  function idsOf(numbers: number[]): string[] {
    if (!idsByNumber) {
      idsByNumber = new Map()
      for (const row of allIds.iterate()) idsByNumber.set(row.n, row.id)
    }
    const found: string[] = []
    for (const n of numbers) {
      let id = idsByNumber.get(n)
      if (id === undefined) {
        id = idOfNumber.get(n)
        if (id === undefined) continue
        idsByNumber.set(n, id)
      }
      found.push(id)
    }
    return found
  }

  return {
    markPending(changed) {
      count ??= countPending.get()!
      for (const id of changed) count += addPending.run(id).changes
    },
    pendingCount() {
      count ??= countPending.get()!
      return count
    },
    flushPending(limit) {
      const rows = somePending.all(dataset, limit ?? -1)
      for (const row of rows) {
        if (row.body === null) remove(row.id)
        else put(JSON.parse(row.body) as SanityDocument)
      }
      if (limit === undefined) {
        clearPending.run()
        count = 0
      } else {
        for (const row of rows) deletePending.run(row.id)
        count = countPending.get()!
      }
    },
    candidates(query, limit) {
      // Pending documents are candidates of every search: with more than the limit (an import not
      // yet taken in), there is nothing to look up.
      count ??= countPending.get()!
      if (count > limit) return undefined
      const numbers = lookup.all(query, limit + 1)
      if (numbers.length > limit) return undefined
      const found = idsOf(numbers)
      const waiting = pendingIds.all()
      const all = waiting.length === 0 ? found : Array.from(new Set([...found, ...waiting]))
      return all.length > limit ? undefined : all
    },
    put,
    remove,
  }
}

/** A table name as an SQL identifier (dataset names hold no quotes: letters, digits, `_`, `-`). */
function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
