import type {SyncPostgres} from './sync-postgres.js'

/**
 * The lake's PostgreSQL schema, one numbered step at a time. A database records the steps it has
 * taken in `lake_migrations`; at start (and with `tessera-lake migrate`) the missing ones run in
 * order, each in its own transaction. Steps are never edited once released: a change is a new step.
 *
 * Bodies are stored as text, not jsonb: jsonb reorders keys, and documents must come back exactly as
 * written. `seq` is the log position, taken from `transaction_seq` only while the dataset's write
 * lock is held, so within a dataset log order is commit order.
 */
export const MIGRATIONS: readonly {version: number; description: string; sql: string}[] = [
  {
    version: 1,
    description: 'documents, transaction log, document versions, dataset heads',
    sql: `
CREATE SEQUENCE transaction_seq;

CREATE TABLE documents (
  dataset text NOT NULL,
  id text NOT NULL,
  type text NOT NULL,
  rev text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (dataset, id)
);

CREATE TABLE transactions (
  seq bigint PRIMARY KEY,
  dataset text NOT NULL,
  id text NOT NULL,
  timestamp text NOT NULL,
  author text NOT NULL,
  mutations text NOT NULL,
  document_ids text NOT NULL,
  UNIQUE (dataset, id)
);
CREATE INDEX transactions_dataset_seq ON transactions (dataset, seq);

-- mutations: the ones that touched this document, for other processes' listen events.
CREATE TABLE document_versions (
  seq bigint NOT NULL REFERENCES transactions (seq),
  dataset text NOT NULL,
  document_id text NOT NULL,
  rev text NOT NULL,
  timestamp text NOT NULL,
  body text,
  effects text NOT NULL,
  mutations text NOT NULL,
  PRIMARY KEY (dataset, document_id, seq)
);
CREATE INDEX document_versions_rev ON document_versions (dataset, document_id, rev);
CREATE INDEX document_versions_seq ON document_versions (seq);

-- The newest log position per dataset: what a process polls to find transactions it missed.
CREATE TABLE dataset_heads (
  dataset text PRIMARY KEY,
  seq bigint NOT NULL
);
`,
  },
  {
    version: 2,
    description: 'users, tokens, sign-in sessions, user settings, CORS origins, studio extras',
    sql: `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text,
  profile_image text,
  roles text NOT NULL DEFAULT '[]',
  provider text NOT NULL DEFAULT 'tessera',
  created_at text NOT NULL
);
-- Emails are unique whatever their case (SQLite: COLLATE NOCASE).
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE tokens (
  n bigserial,
  id text PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('session', 'robot')),
  label text,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  roles text,
  created_at text NOT NULL,
  expires_at text
);

CREATE TABLE auth_sids (
  n bigserial,
  hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at bigint NOT NULL
);

CREATE TABLE user_key_values (
  user_id text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  updated_at text NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE cors_origins (
  project_id text NOT NULL,
  origin text NOT NULL,
  allow_credentials integer NOT NULL DEFAULT 0,
  created_at text NOT NULL,
  PRIMARY KEY (project_id, origin)
);

CREATE TABLE trial_dismissals (
  user_id text NOT NULL,
  dialog_id text NOT NULL,
  dismissed_at text NOT NULL,
  PRIMARY KEY (user_id, dialog_id)
);

CREATE TABLE telemetry_batches (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  user_id text NOT NULL,
  received_at text NOT NULL,
  event_count integer NOT NULL,
  batch text NOT NULL
);
`,
  },
]

/** Any number that no other advisory lock of the lake uses (dataset locks are hashtext values). */
const MIGRATION_LOCK = 7_358_215_001

/**
 * Brings the schema up to date; returns the versions applied. Several processes starting at once
 * take turns (a session advisory lock), so each step runs once.
 */
export function migrate(db: SyncPostgres): number[] {
  db.batch([
    {text: 'SELECT pg_advisory_lock($1)', values: [MIGRATION_LOCK]},
    {
      text: `CREATE TABLE IF NOT EXISTS lake_migrations (
        version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    },
  ])
  try {
    const done = new Set(
      db.query<{version: number}>('SELECT version FROM lake_migrations').rows.map((row) => row.version),
    )
    const applied: number[] = []
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue
      try {
        db.batch([
          {text: 'BEGIN'},
          {text: step.sql},
          {
            text: 'INSERT INTO lake_migrations (version, description) VALUES ($1, $2)',
            values: [step.version, step.description],
          },
          {text: 'COMMIT'},
        ])
      } catch (err) {
        db.query('ROLLBACK')
        throw new Error(`PostgreSQL migration ${step.version} failed: ${(err as Error).message}`)
      }
      applied.push(step.version)
    }
    return applied
  } finally {
    db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
  }
}
