import type {SqliteDatabase} from './open-database.js'
import type {SyncPostgres} from './postgres/sync-postgres.js'

export interface SqlStatement<Params extends unknown[] = unknown[], Row = unknown> {
  get(...params: Params): Row | undefined
  all(...params: Params): Row[]
  run(...params: Params): {changes: number}
}

/**
 * The small synchronous SQL surface the lake's side stores (users, tokens, sessions, CORS, user
 * settings, studio extras) use, over SQLite or PostgreSQL. Statements take `?` placeholders in both;
 * where the dialects differ a store picks its SQL by `dialect`. Schemas are the dialect's: SQLite
 * stores create their tables themselves, PostgreSQL's come from the versioned migrations.
 */
export interface SqlDatabase {
  readonly dialect: 'sqlite' | 'postgres'
  prepare<Params extends unknown[] = unknown[], Row = unknown>(sql: string): SqlStatement<Params, Row>
  /** Runs `work` in one transaction: all of it is kept, or (when it throws) none of it. */
  transaction<Args extends unknown[], Result>(work: (...args: Args) => Result): (...args: Args) => Result
  /** Runs schema statements (SQLite only: PostgreSQL's schema is migrated). */
  exec(sql: string): void
  /** Closes what this object opened (the PostgreSQL connection; SQLite's file is its owner's). */
  close(): Promise<void>
}

export function sqliteSql(db: SqliteDatabase): SqlDatabase {
  return {
    dialect: 'sqlite',
    prepare: <Params extends unknown[], Row>(sql: string) => {
      const statement = db.prepare(sql)
      return {
        get: (...params: Params) => statement.get(...params) as Row | undefined,
        all: (...params: Params) => statement.all(...params) as Row[],
        run: (...params: Params) => ({changes: statement.run(...params).changes}),
      }
    },
    transaction: (work) => db.transaction(work),
    exec: (sql) => void db.exec(sql),
    close: async () => {},
  }
}

export function postgresSql(db: SyncPostgres): SqlDatabase {
  return {
    dialect: 'postgres',
    prepare: <Params extends unknown[], Row>(sql: string) => {
      const text = numberPlaceholders(sql)
      return {
        get: (...params: Params) => db.query(text, params).rows[0] as Row | undefined,
        all: (...params: Params) => db.query(text, params).rows as Row[],
        run: (...params: Params) => ({changes: db.query(text, params).rowCount}),
      }
    },
    transaction:
      (work) =>
      (...args) => {
        db.query('BEGIN')
        try {
          const result = work(...args)
          db.query('COMMIT')
          return result
        } catch (err) {
          db.query('ROLLBACK')
          throw err
        }
      },
    exec() {
      throw new Error('PostgreSQL schemas come from migrations (storage/postgres/migrations.ts)')
    },
    close: async () => void (await db.close()),
  }
}

/** `?` placeholders (outside string literals) as PostgreSQL's `$1`, `$2`, … */
export function numberPlaceholders(sql: string): string {
  let n = 0
  let inString = false
  let out = ''
  for (const char of sql) {
    if (char === "'") inString = !inString
    out += char === '?' && !inString ? `$${++n}` : char
  }
  return out
}
