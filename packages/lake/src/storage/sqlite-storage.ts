import type Database from 'better-sqlite3'
import type {SanityDocument} from '@tessera/types'
import {
  historyRows,
  readHistory,
  type EffectsRow,
  type HistoryReads,
  type TransactionRow,
} from './history-pages.js'
import {migrateEffectsWithoutRev} from './effects-migration.js'
import {SCHEMA_SQL} from './sqlite-schema.js'
import {createVersionStepsReader} from './version-steps.js'
import type {CommitHook, LakeStorage, StoredTransaction} from './types.js'

/**
 * Document and history storage in the lake's SQLite database (see `open-database.ts`). `hooks` run
 * inside every commit's database transaction (the search index), so they commit with it or not at all.
 */
export function createSqliteStorage(db: Database.Database, hooks: readonly CommitHook[] = []): LakeStorage {
  db.exec(SCHEMA_SQL)
  migrateEffectsWithoutRev(db)

  const insertTransaction = db.prepare(
    'INSERT INTO transactions (dataset, id, timestamp, author, mutations, document_ids) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const upsertDocument = db.prepare(
    `INSERT INTO documents (dataset, id, type, rev, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body`,
  )
  const deleteDocument = db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?')
  const insertVersion = db.prepare(
    `INSERT INTO document_versions (seq, dataset, document_id, rev, timestamp, body, effects)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const findTransaction = db.prepare('SELECT seq FROM transactions WHERE dataset = ? AND id = ?')
  const lastTimestampStmt = db.prepare('SELECT timestamp FROM transactions ORDER BY seq DESC LIMIT 1')
  const lastSeqStmt = db.prepare('SELECT MAX(seq) AS seq FROM transactions')
  const versionAtRevision = db.prepare(
    'SELECT body FROM document_versions WHERE dataset = ? AND document_id = ? AND rev = ? LIMIT 1',
  )
  const versionAtTime = db.prepare(
    `SELECT body FROM document_versions WHERE dataset = ? AND document_id = ? AND timestamp <= ?
     ORDER BY seq DESC LIMIT 1`,
  )
  const lastVersion = db.prepare(
    `SELECT body FROM document_versions WHERE dataset = ? AND document_id = ? AND body IS NOT NULL
     ORDER BY seq DESC LIMIT 1`,
  )
  // One document's log positions in a range, newest or oldest first: one ordered range of the
  // (dataset, document_id, seq) key, so a page reads about `limit` rows however long the history is
  // (an IN over the ids scanned every version of them and sorted, per page: O(history) each).
  const historySeqsSql = (order: 'ASC' | 'DESC') => `
    SELECT v.seq AS seq FROM document_versions v JOIN transactions t ON t.seq = v.seq
    WHERE v.dataset = @dataset AND v.document_id = @id AND v.seq BETWEEN @low AND @high
      AND t.timestamp >= @fromTime AND t.timestamp <= @toTime
      AND (@authors IS NULL OR t.author IN (SELECT value FROM json_each(@authors)))
    ORDER BY v.seq ${order} LIMIT @limit`
  const historySeqs = {ASC: db.prepare(historySeqsSql('ASC')), DESC: db.prepare(historySeqsSql('DESC'))}
  // Id lists are passed as one JSON array parameter (json_each), so these statements are prepared once.
  const transactionsBySeq = db.prepare(
    `SELECT seq, id, timestamp, author, mutations, document_ids FROM transactions
     WHERE seq IN (SELECT value FROM json_each(?))`,
  )
  const effectsBySeq = db.prepare(
    `SELECT seq, document_id, effects FROM document_versions
     WHERE seq IN (SELECT value FROM json_each(?)) AND document_id IN (SELECT value FROM json_each(?))`,
  )

  const versionSteps = createVersionStepsReader(db)
  const datasetNames = db.prepare<[], string>('SELECT DISTINCT dataset FROM documents').pluck()

  const commitAll = db.transaction((txn: StoredTransaction) => {
    const info = insertTransaction.run(
      txn.dataset,
      txn.id,
      txn.timestamp,
      txn.author,
      JSON.stringify(txn.mutations),
      JSON.stringify(txn.changes.map((change) => change.id)),
    )
    const seq = info.lastInsertRowid
    for (const change of txn.changes) {
      if (change.after) {
        upsertDocument.run(
          txn.dataset,
          change.id,
          change.after._type,
          change.after._rev,
          JSON.stringify(change.after),
        )
      } else {
        deleteDocument.run(txn.dataset, change.id)
      }
      insertVersion.run(
        seq,
        txn.dataset,
        change.id,
        change.after ? change.after._rev : txn.id,
        txn.timestamp,
        change.after ? JSON.stringify(change.after) : null,
        JSON.stringify(change.effects),
      )
    }
    for (const hook of hooks) hook(txn, Number(seq))
  })

  function seqOf(dataset: string, transactionId: string): number | undefined {
    const row = findTransaction.get(dataset, transactionId) as {seq: number} | undefined
    return row?.seq
  }

  const historyReads: HistoryReads = {
    seqOf,
    logEnd: () => (lastSeqStmt.get() as {seq: number | null}).seq ?? 0,
    seqs(query, low, high, limit) {
      const statement = historySeqs[query.reverse ? 'DESC' : 'ASC']
      const seqs = new Set<number>()
      // Each id's first `limit` positions, merged: a transaction of several ids counts once.
      for (const id of new Set(query.documentIds)) {
        const rows = statement.all({
          dataset: query.dataset,
          id,
          fromTime: query.fromTime ?? '',
          // Every stored timestamp starts with a digit, so "~" sorts after all of them.
          toTime: query.toTime ?? '~',
          authors: query.authors ? JSON.stringify(query.authors) : null,
          low,
          high,
          limit,
        }) as {seq: number}[]
        for (const row of rows) seqs.add(row.seq)
      }
      return [...seqs].sort((a, b) => (query.reverse ? b - a : a - b)).slice(0, limit)
    },
    rows(seqs, query) {
      const seqList = JSON.stringify(seqs)
      const transactions = transactionsBySeq.all(seqList) as TransactionRow[]
      const effects = query.withEffects
        ? (effectsBySeq.all(seqList, JSON.stringify(query.documentIds)) as EffectsRow[])
        : []
      return historyRows(seqs, transactions, effects)
    },
  }

  return {
    *loadDocuments() {
      const rows = db.prepare('SELECT dataset, body FROM documents').iterate() as Iterable<{
        dataset: string
        body: string
      }>
      for (const row of rows) yield {dataset: row.dataset, document: JSON.parse(row.body) as SanityDocument}
    },

    commit(txn) {
      commitAll(txn)
    },

    hasTransaction(dataset, transactionId) {
      return findTransaction.get(dataset, transactionId) !== undefined
    },

    lastTimestamp() {
      const row = lastTimestampStmt.get() as {timestamp: string} | undefined
      return row?.timestamp
    },

    getTransactions(query) {
      return readHistory(query, historyReads)
    },

    getDocumentAtRevision(dataset, documentId, revision) {
      const row = versionAtRevision.get(dataset, documentId, revision) as {body: string | null} | undefined
      if (!row) return undefined
      return row.body === null ? null : (JSON.parse(row.body) as SanityDocument)
    },

    getDocumentAtTime(dataset, documentId, time) {
      const row = versionAtTime.get(dataset, documentId, time) as {body: string | null} | undefined
      return row?.body ? (JSON.parse(row.body) as SanityDocument) : null
    },

    getVersionSteps(dataset, documentIds, beforeSeq) {
      return versionSteps(dataset, documentIds, beforeSeq)
    },

    getLastRevision(dataset, documentId) {
      const row = lastVersion.get(dataset, documentId) as {body: string} | undefined
      return row ? (JSON.parse(row.body) as SanityDocument) : null
    },

    datasets() {
      return datasetNames.all()
    },

    // One process owns the file and the kernel is synchronous, so writes never interleave.
    exclusive(_dataset, work) {
      return work()
    },

    follow() {},

    // The database is the kernel's (other stores share it); it closes it.
    async close() {},
  }
}
