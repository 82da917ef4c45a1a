/**
 * Tables: `documents` holds the current state; `transactions` is the log (one row per write);
 * `document_versions` holds, per transaction and document, the resulting body (null when deleted)
 * and the Mendoza effects, which serve both history endpoints.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS documents (
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  rev TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (dataset, id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS transactions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  author TEXT NOT NULL,
  mutations TEXT NOT NULL,
  document_ids TEXT NOT NULL,
  UNIQUE (dataset, id)
);

CREATE TABLE IF NOT EXISTS document_versions (
  seq INTEGER NOT NULL REFERENCES transactions (seq),
  dataset TEXT NOT NULL,
  document_id TEXT NOT NULL,
  rev TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  body TEXT,
  effects TEXT NOT NULL,
  PRIMARY KEY (dataset, document_id, seq)
);

CREATE INDEX IF NOT EXISTS document_versions_rev ON document_versions (dataset, document_id, rev);
CREATE INDEX IF NOT EXISTS document_versions_seq ON document_versions (seq);
`
