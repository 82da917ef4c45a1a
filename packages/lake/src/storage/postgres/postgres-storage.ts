import type {MendozaEffects, SanityDocument} from '@tessera/types'
import type {TransactionRow} from '../history-pages.js'
import type {LakeStorage, StoredTransaction} from '../types.js'
import {startFollower, type Follower} from './follower.js'
import {migrate} from './migrations.js'
import {createPostgresHistory} from './postgres-history.js'
import {SyncPostgres} from './sync-postgres.js'

export interface PostgresStorageOptions {
  /** How often to look for transactions whose notification was missed (default 1000 ms). */
  pollMs?: number
}

interface VersionRow {
  seq: number
  document_id: string
  body: string | null
  effects: string
  mutations: string
}

/** The channel every process LISTENs on; the payload is the dataset name. */
export const NOTIFY_CHANNEL = 'tessera_lake'

/**
 * Document and history storage in PostgreSQL, shared by any number of lake processes.
 *
 * Writes to one dataset are serialised across processes with a transaction-level advisory lock on
 * the dataset's name (`exclusive`): under it a process first takes in the transactions others
 * committed, then checks and commits its own, so revision checks, create conflicts and references
 * are exact. Commits NOTIFY the dataset's name; each process LISTENs, and on a notification (or a
 * poll of `dataset_heads`, for one it missed) reads the log after the last position it has seen
 * for that dataset and hands those transactions to `follow`'s callback in order.
 */
export function createPostgresStorage(url: string, options: PostgresStorageOptions = {}): LakeStorage {
  const db = new SyncPostgres(url)
  try {
    migrate(db)
  } catch (err) {
    void db.close()
    throw err
  }
  const history = createPostgresHistory(db)
  /** Per dataset, the last log position this process has taken in (its own commits included). */
  const seen = new Map<string, number>()
  let apply: ((transaction: StoredTransaction) => void) | undefined
  let follower: Follower | undefined
  /** The dataset whose write is open (its lock held, its PostgreSQL transaction begun). */
  let writing: {dataset: string; committed: boolean} | undefined

  /** Reads the dataset's transactions after the last one seen and hands them over, in log order. */
  function catchUp(dataset: string): void {
    const after = seen.get(dataset) ?? 0
    // Two reads in one snapshot-free batch are safe: versions are bounded by the transactions read.
    const [transactions, versions] = db.batch<Record<string, unknown>>([
      {
        text: `SELECT seq, id, timestamp, author, mutations, document_ids FROM transactions
               WHERE dataset = $1 AND seq > $2 ORDER BY seq`,
        values: [dataset, after],
      },
      {
        text: `SELECT v.seq, v.document_id, v.body, v.effects, v.mutations FROM document_versions v
               WHERE v.dataset = $1 AND v.seq > $2
                 AND v.seq <= (SELECT coalesce(max(seq), 0) FROM transactions WHERE dataset = $1 AND seq > $2)`,
        values: [dataset, after],
      },
    ])
    const changesBySeq = new Map<number, VersionRow[]>()
    for (const row of versions.rows as unknown as VersionRow[]) {
      const list = changesBySeq.get(row.seq) ?? []
      list.push(row)
      changesBySeq.set(row.seq, list)
    }
    for (const row of transactions.rows as unknown as TransactionRow[]) {
      const rows = new Map((changesBySeq.get(row.seq) ?? []).map((version) => [version.document_id, version]))
      // Changes in the order the writer made them (document_ids keeps it).
      const order = JSON.parse(row.document_ids) as string[]
      const transaction: StoredTransaction = {
        id: row.id,
        dataset,
        timestamp: row.timestamp,
        author: row.author,
        mutations: JSON.parse(row.mutations) as unknown[],
        changes: order.flatMap((id) => {
          const version = rows.get(id)
          if (!version) return []
          return [
            {
              id,
              before: null,
              after: version.body === null ? null : (JSON.parse(version.body) as SanityDocument),
              effects: JSON.parse(version.effects) as MendozaEffects,
              mutations: JSON.parse(version.mutations) as unknown[],
            },
          ]
        }),
      }
      seen.set(dataset, row.seq)
      apply?.(transaction)
    }
  }

  /** Catches up every dataset whose head is past what this process has seen. */
  function catchUpAll(): void {
    const heads = db.query<{dataset: string; seq: number}>('SELECT dataset, seq FROM dataset_heads').rows
    for (const head of heads) if (head.seq > (seen.get(head.dataset) ?? 0)) catchUp(head.dataset)
  }

  function commit(txn: StoredTransaction): void {
    if (!writing || writing.dataset !== txn.dataset || writing.committed) {
      throw new Error("commit outside its dataset's exclusive write")
    }
    const changes = txn.changes
    const written = changes.filter((change) => change.after)
    const removed = changes.filter((change) => !change.after).map((change) => change.id)
    const results = db.batch<{seq: number}>([
      {
        text: `INSERT INTO transactions (seq, dataset, id, timestamp, author, mutations, document_ids)
               VALUES (nextval('transaction_seq'), $1, $2, $3, $4, $5, $6)`,
        values: [
          txn.dataset,
          txn.id,
          txn.timestamp,
          txn.author,
          JSON.stringify(txn.mutations),
          JSON.stringify(changes.map((change) => change.id)),
        ],
      },
      {
        text: `INSERT INTO document_versions (seq, dataset, document_id, rev, timestamp, body, effects, mutations)
               SELECT currval('transaction_seq'), $1, d.id, d.rev, $2, d.body, d.effects, d.mutations
               FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS d (id, rev, body, effects, mutations)`,
        values: [
          txn.dataset,
          txn.timestamp,
          changes.map((change) => change.id),
          changes.map((change) => (change.after ? change.after._rev : txn.id)),
          changes.map((change) => (change.after ? JSON.stringify(change.after) : null)),
          changes.map((change) => JSON.stringify(change.effects)),
          changes.map((change) => JSON.stringify(change.mutations)),
        ],
      },
      {
        text: `INSERT INTO documents (dataset, id, type, rev, body)
               SELECT $1, d.id, d.type, d.rev, d.body FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])
                 AS d (id, type, rev, body)
               ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body`,
        values: [
          txn.dataset,
          written.map((change) => change.id),
          written.map((change) => change.after!._type),
          written.map((change) => change.after!._rev),
          written.map((change) => JSON.stringify(change.after)),
        ],
      },
      {text: 'DELETE FROM documents WHERE dataset = $1 AND id = ANY($2)', values: [txn.dataset, removed]},
      {
        text: `INSERT INTO dataset_heads (dataset, seq) VALUES ($1, currval('transaction_seq'))
               ON CONFLICT (dataset) DO UPDATE SET seq = excluded.seq`,
        values: [txn.dataset],
      },
      {text: 'SELECT pg_notify($1, $2)', values: [NOTIFY_CHANNEL, txn.dataset]},
      {text: "SELECT currval('transaction_seq') AS seq", values: []},
      {text: 'COMMIT'},
    ])
    writing.committed = true
    seen.set(txn.dataset, results[6].rows[0].seq)
  }

  return {
    *loadDocuments() {
      // One snapshot for the documents and the log positions they reflect, so catching up from those
      // positions neither misses nor repeats a transaction.
      const [, heads, documents] = db.batch<Record<string, unknown>>([
        {text: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'},
        {text: 'SELECT dataset, seq FROM dataset_heads'},
        {text: 'SELECT dataset, body FROM documents'},
        {text: 'COMMIT'},
      ])
      for (const head of heads.rows as {dataset: string; seq: number}[]) seen.set(head.dataset, head.seq)
      for (const row of documents.rows as {dataset: string; body: string}[]) {
        yield {dataset: row.dataset, document: JSON.parse(row.body) as SanityDocument}
      }
    },

    commit,

    hasTransaction(dataset, transactionId) {
      return history.seqOf(dataset, transactionId) !== undefined
    },

    lastTimestamp() {
      return db.query<{timestamp: string}>('SELECT timestamp FROM transactions ORDER BY seq DESC LIMIT 1')
        .rows[0]?.timestamp
    },

    getTransactions: history.getTransactions,
    getDocumentAtRevision: history.getDocumentAtRevision,
    getDocumentAtTime: history.getDocumentAtTime,
    getVersionSteps: history.getVersionSteps,
    getLastRevision: history.getLastRevision,

    datasets() {
      return db
        .query<{dataset: string}>('SELECT DISTINCT dataset FROM documents')
        .rows.map((row) => row.dataset)
    },

    exclusive(dataset, work) {
      if (writing) throw new Error(`a write to "${writing.dataset}" is already open`)
      // hashtext: an int4 per name; two names sharing one only serialise a little more than needed.
      db.batch([{text: 'BEGIN'}, {text: 'SELECT pg_advisory_xact_lock(hashtext($1))', values: [dataset]}])
      writing = {dataset, committed: false}
      try {
        catchUp(dataset)
        return work()
      } finally {
        const committed = writing.committed
        writing = undefined
        if (!committed) db.query('ROLLBACK')
      }
    },

    follow(callback) {
      apply = callback
      follower = startFollower({
        url,
        channel: NOTIFY_CHANNEL,
        pollMs: options.pollMs ?? 1000,
        catchUp,
        catchUpAll,
      })
    },

    async close() {
      await follower?.stop()
      await db.close()
    },
  }
}
