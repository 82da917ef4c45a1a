import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import Database from 'better-sqlite3'
import type {MendozaEffects, SanityDocument} from '@tessera/types'
import {SCHEMA_SQL} from './sqlite-schema.js'
import type {
  HistoryTransactionRow,
  LakeStorage,
  StoredTransaction,
  TransactionQuery,
} from './types.js'

type Statement = Database.Statement

/**
 * SQLite storage: one file (`lake.db`) in the lake directory, WAL journal, `synchronous = FULL` so an
 * acknowledged write survives a crash or power loss.
 */
export function createSqliteStorage(dir: string): LakeStorage {
  mkdirSync(dir, {recursive: true})
  const db = new Database(join(dir, 'lake.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.exec(SCHEMA_SQL)

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
  const versionAtRevision = db.prepare(
    'SELECT body FROM document_versions WHERE dataset = ? AND document_id = ? AND rev = ? LIMIT 1',
  )
  const versionAtTime = db.prepare(
    `SELECT body FROM document_versions WHERE dataset = ? AND document_id = ? AND timestamp <= ?
     ORDER BY seq DESC LIMIT 1`,
  )

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
        upsertDocument.run(txn.dataset, change.id, change.after._type, change.after._rev, JSON.stringify(change.after))
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
  })

  function seqOf(dataset: string, transactionId: string | undefined, statement: Statement): number | undefined {
    if (!transactionId) return undefined
    const row = statement.get(dataset, transactionId) as {seq: number} | undefined
    return row ? row.seq : -1
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

    getTransactions(query: TransactionQuery): HistoryTransactionRow[] {
      const {dataset, documentIds} = query
      if (documentIds.length === 0) return []
      const fromSeq = seqOf(dataset, query.fromTransaction, findTransaction)
      const toSeq = seqOf(dataset, query.toTransaction, findTransaction)
      const idPlaceholders = documentIds.map(() => '?').join(',')
      const conditions = [`v.dataset = ?`, `v.document_id IN (${idPlaceholders})`]
      const params: unknown[] = [dataset, ...documentIds]
      if (fromSeq !== undefined) {
        conditions.push('v.seq >= ?')
        params.push(fromSeq)
      }
      if (toSeq !== undefined) {
        conditions.push('v.seq <= ?')
        params.push(toSeq)
      }
      const order = query.reverse ? 'DESC' : 'ASC'
      const seqRows = db
        .prepare(
          `SELECT DISTINCT v.seq AS seq FROM document_versions v WHERE ${conditions.join(' AND ')}
           ORDER BY v.seq ${order} LIMIT ?`,
        )
        .all(...params, query.limit) as {seq: number}[]
      if (seqRows.length === 0) return []
      const seqs = seqRows.map((row) => row.seq)
      const seqPlaceholders = seqs.map(() => '?').join(',')
      const transactions = db
        .prepare(
          `SELECT seq, id, timestamp, author, mutations, document_ids FROM transactions WHERE seq IN (${seqPlaceholders})`,
        )
        .all(...seqs) as {seq: number; id: string; timestamp: string; author: string; mutations: string; document_ids: string}[]
      const effects = db
        .prepare(
          `SELECT seq, document_id, effects FROM document_versions
           WHERE seq IN (${seqPlaceholders}) AND document_id IN (${idPlaceholders})`,
        )
        .all(...seqs, ...documentIds) as {seq: number; document_id: string; effects: string}[]
      const bySeq = new Map(
        transactions.map((row) => [
          row.seq,
          {
            id: row.id,
            timestamp: row.timestamp,
            author: row.author,
            mutations: JSON.parse(row.mutations) as unknown[],
            documentIds: JSON.parse(row.document_ids) as string[],
            effects: {} as Record<string, MendozaEffects>,
          },
        ]),
      )
      for (const row of effects) {
        const txn = bySeq.get(row.seq)
        if (txn) txn.effects[row.document_id] = JSON.parse(row.effects) as MendozaEffects
      }
      return seqs.map((seq) => bySeq.get(seq)!).filter(Boolean)
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

    close() {
      db.close()
    },
  }
}
