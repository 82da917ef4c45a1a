import type Database from 'better-sqlite3'
import type {VersionStep} from './types.js'

interface StepRow {
  seq: number
  document_id: string
  rev: string
  present: number
  previous_rev: string | null
  previous_present: number | null
  partner_present: number | null
  transaction_id: string
  timestamp: string
  author: string
}

/**
 * Reads, newest first, what each transaction did to two documents (a published one and its draft or
 * version): whether each existed before and after, its revisions, and whether the other one existed
 * after the transaction. The Events API derives a document group's events from these.
 */
export function createVersionStepsReader(db: Database.Database) {
  // LAG runs over every version of the documents; the seq bound is applied after it (in the outer
  // query) so the step right below a cursor still sees the version before it.
  const statement = db.prepare(`
    SELECT * FROM (
      SELECT v.seq AS seq, v.document_id AS document_id, v.rev AS rev,
        v.body IS NOT NULL AS present,
        LAG(v.rev) OVER w AS previous_rev,
        LAG(v.body IS NOT NULL) OVER w AS previous_present,
        t.id AS transaction_id, t.timestamp AS timestamp, t.author AS author,
        (SELECT p.body IS NOT NULL FROM document_versions p
          WHERE p.dataset = @dataset AND p.document_id = IIF(v.document_id = @a, @b, @a) AND p.seq <= v.seq
          ORDER BY p.seq DESC LIMIT 1) AS partner_present
      FROM document_versions v JOIN transactions t ON t.seq = v.seq
      WHERE v.dataset = @dataset AND v.document_id IN (@a, @b)
      WINDOW w AS (PARTITION BY v.document_id ORDER BY v.seq)
    ) WHERE seq < @before ORDER BY seq DESC`)

  return function* versionSteps(
    dataset: string,
    [a, b]: [string, string],
    beforeSeq: number,
  ): Generator<VersionStep> {
    const rows = statement.iterate({dataset, a, b, before: beforeSeq}) as Iterable<StepRow>
    for (const row of rows) {
      yield {
        seq: row.seq,
        transactionId: row.transaction_id,
        timestamp: row.timestamp,
        author: row.author,
        documentId: row.document_id,
        rev: row.rev,
        present: row.present === 1,
        previousRev: row.previous_rev ?? undefined,
        previousPresent: row.previous_present === 1,
        partnerPresent: row.partner_present === 1,
      }
    }
  }
}
