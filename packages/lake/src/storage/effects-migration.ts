import type Database from 'better-sqlite3'
import type {MendozaEffects} from '@tessera/types'
import {applyPatch, type RawPatch} from 'mendoza'
import {documentEffects} from '../mendoza/document-effects.js'

const META_SQL = `CREATE TABLE IF NOT EXISTS lake_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`
const EFFECTS_KEY = 'mendoza_effects'
const WITHOUT_REV = 'without-rev'

/**
 * Stored effects once were computed on documents with their `_rev`; the Content Lake's (and now the
 * lake's) are computed without it (mendoza/document-effects.ts). A database from before is brought over
 * once, in one transaction, at start: each version's previous body is its stored revert applied to
 * its body (exact, whatever the history holds), and both effects are computed again from the two.
 */
export function migrateEffectsWithoutRev(db: Database.Database): void {
  db.exec(META_SQL)
  const marked = db
    .prepare<[string], {value: string}>('SELECT value FROM lake_meta WHERE key = ?')
    .get(EFFECTS_KEY)
  if (marked?.value === WITHOUT_REV) return
  const rows = db.prepare<
    [],
    {seq: number; dataset: string; document_id: string; body: string | null; effects: string}
  >('SELECT seq, dataset, document_id, body, effects FROM document_versions')
  const update = db.prepare(
    'UPDATE document_versions SET effects = ? WHERE seq = ? AND dataset = ? AND document_id = ?',
  )
  db.transaction(() => {
    for (const row of rows.all()) {
      const after = row.body === null ? null : (JSON.parse(row.body) as object)
      const old = JSON.parse(row.effects) as MendozaEffects
      const before = (old.revert.length === 0 ? after : applyPatch(after, old.revert as RawPatch)) as
        object | null
      update.run(JSON.stringify(documentEffects(before, after)), row.seq, row.dataset, row.document_id)
    }
    db.prepare('INSERT OR REPLACE INTO lake_meta (key, value) VALUES (?, ?)').run(EFFECTS_KEY, WITHOUT_REV)
  })()
}
