/** Users and tokens. Token values are never stored, only their SHA-256 hashes. */
export const AUTH_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT,
  profile_image TEXT,
  roles TEXT NOT NULL DEFAULT '[]',
  provider TEXT NOT NULL DEFAULT 'tessera',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS tokens (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('session', 'robot')),
  label TEXT,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  roles TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
`
