import type {SanityDocument} from '@tessera/types'
import {
  historyRows,
  readHistory,
  type EffectsRow,
  type HistoryReads,
  type TransactionRow,
} from '../history-pages.js'
import type {TransactionQuery, VersionStep} from '../types.js'
import type {SyncPostgres} from './sync-postgres.js'

/**
 * The history reads of the PostgreSQL storage: the same questions as the SQLite storage answers
 * (sqlite-storage.ts, version-steps.ts), in PostgreSQL's SQL.
 */
export function createPostgresHistory(db: SyncPostgres) {
  function seqOf(dataset: string, transactionId: string): number | undefined {
    return db.query<{seq: number}>('SELECT seq FROM transactions WHERE dataset = $1 AND id = $2', [
      dataset,
      transactionId,
    ]).rows[0]?.seq
  }

  const reads: HistoryReads = {
    seqOf,
    logEnd: (dataset) =>
      db.query<{seq: number | null}>('SELECT max(seq) AS seq FROM transactions WHERE dataset = $1', [dataset])
        .rows[0].seq ?? 0,
    seqs(query, low, high, limit) {
      return db
        .query<{seq: number}>(
          `SELECT DISTINCT v.seq AS seq FROM document_versions v JOIN transactions t ON t.seq = v.seq
           WHERE v.dataset = $1 AND v.document_id = ANY($2) AND v.seq BETWEEN $3 AND $4
             AND t.timestamp >= $5 AND t.timestamp <= $6 AND ($7::text[] IS NULL OR t.author = ANY($7))
           ORDER BY v.seq ${query.reverse ? 'DESC' : 'ASC'} LIMIT $8`,
          [
            query.dataset,
            query.documentIds,
            low,
            high,
            query.fromTime ?? '',
            // Every stored timestamp starts with a digit, so "~" sorts after all of them.
            query.toTime ?? '~',
            query.authors ?? null,
            limit,
          ],
        )
        .rows.map((row) => row.seq)
    },
    rows(seqs, query) {
      const [transactions, effects] = db.batch([
        {
          text: 'SELECT seq, id, timestamp, author, mutations, document_ids FROM transactions WHERE seq = ANY($1)',
          values: [seqs],
        },
        query.withEffects
          ? {
              text: 'SELECT seq, document_id, effects FROM document_versions WHERE seq = ANY($1) AND document_id = ANY($2)',
              values: [seqs, query.documentIds],
            }
          : {text: 'SELECT 1 WHERE false'},
      ])
      return historyRows(
        seqs,
        transactions.rows as unknown as TransactionRow[],
        effects.rows as unknown as EffectsRow[],
      )
    },
  }

  function* getVersionSteps(
    dataset: string,
    [a, b]: [string, string],
    beforeSeq: number,
  ): Generator<VersionStep> {
    // LAG runs over every version of the documents; the seq bound is applied after it (outside) so
    // the step right below a cursor still sees the version before it.
    const rows = db.query<{
      seq: number
      document_id: string
      rev: string
      present: boolean
      previous_rev: string | null
      previous_present: boolean | null
      partner_present: boolean | null
      transaction_id: string
      timestamp: string
      author: string
    }>(
      `SELECT * FROM (
        SELECT v.seq AS seq, v.document_id AS document_id, v.rev AS rev,
          v.body IS NOT NULL AS present,
          LAG(v.rev) OVER w AS previous_rev,
          LAG(v.body IS NOT NULL) OVER w AS previous_present,
          t.id AS transaction_id, t.timestamp AS timestamp, t.author AS author,
          (SELECT p.body IS NOT NULL FROM document_versions p
            WHERE p.dataset = $1 AND p.document_id = CASE WHEN v.document_id = $2 THEN $3 ELSE $2 END
              AND p.seq <= v.seq
            ORDER BY p.seq DESC LIMIT 1) AS partner_present
        FROM document_versions v JOIN transactions t ON t.seq = v.seq
        WHERE v.dataset = $1 AND v.document_id IN ($2, $3)
        WINDOW w AS (PARTITION BY v.document_id ORDER BY v.seq)
      ) steps WHERE seq < $4 ORDER BY seq DESC`,
      [dataset, a, b, beforeSeq],
    ).rows
    for (const row of rows) {
      yield {
        seq: row.seq,
        transactionId: row.transaction_id,
        timestamp: row.timestamp,
        author: row.author,
        documentId: row.document_id,
        rev: row.rev,
        present: row.present,
        previousRev: row.previous_rev ?? undefined,
        previousPresent: row.previous_present === true,
        partnerPresent: row.partner_present === true,
      }
    }
  }

  const body = (text: string | null | undefined) =>
    text === null || text === undefined ? null : (JSON.parse(text) as SanityDocument)

  return {
    seqOf,
    getTransactions: (query: TransactionQuery) => readHistory(query, reads),
    getVersionSteps,
    getDocumentAtRevision(dataset: string, documentId: string, revision: string) {
      const row = db.query<{body: string | null}>(
        'SELECT body FROM document_versions WHERE dataset = $1 AND document_id = $2 AND rev = $3 LIMIT 1',
        [dataset, documentId, revision],
      ).rows[0]
      return row ? body(row.body) : undefined
    },
    getDocumentAtTime(dataset: string, documentId: string, time: string) {
      return body(
        db.query<{body: string | null}>(
          `SELECT body FROM document_versions WHERE dataset = $1 AND document_id = $2 AND timestamp <= $3
           ORDER BY seq DESC LIMIT 1`,
          [dataset, documentId, time],
        ).rows[0]?.body,
      )
    },
    getLastRevision(dataset: string, documentId: string) {
      return body(
        db.query<{body: string}>(
          `SELECT body FROM document_versions WHERE dataset = $1 AND document_id = $2 AND body IS NOT NULL
           ORDER BY seq DESC LIMIT 1`,
          [dataset, documentId],
        ).rows[0]?.body,
      )
    },
  }
}
