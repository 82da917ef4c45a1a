import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {copyFromSqlite} from '../storage/postgres/copy-from-sqlite.js'
import {MIGRATIONS, migrate} from '../storage/postgres/migrations.js'
import {isPostgresUrl, redactUrl} from '../storage/postgres/database-url.js'
import {SyncPostgres} from '../storage/postgres/sync-postgres.js'

const USAGE = `Usage: tessera-lake migrate [--database postgres://...] [--from-dir ./.tessera/lake]

Brings a PostgreSQL database's lake schema up to date (lakes also do this when they start). The
database is --database or TESSERA_DATABASE_URL. With --from-dir it also moves a SQLite lake there:
every dataset with its history, users, tokens, sessions, CORS origins and settings, in one
transaction, into a database that holds no transactions yet (the SQLite file is only read).`

/** `tessera-lake migrate`: applies the missing schema steps and says which. */
export async function migrateCommand(args: string[]): Promise<void> {
  const {values} = parseArgs({
    args,
    options: {
      database: {type: 'string', default: process.env.TESSERA_DATABASE_URL},
      'from-dir': {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const url = values.database
  if (!url || !isPostgresUrl(url)) {
    console.error('tessera-lake migrate: give --database postgres://... (or set TESSERA_DATABASE_URL)')
    process.exit(2)
  }
  const db = new SyncPostgres(url)
  try {
    const applied = migrate(db)
    const latest = MIGRATIONS[MIGRATIONS.length - 1].version
    console.log(
      applied.length === 0
        ? `${redactUrl(url)}: schema is up to date (version ${latest})`
        : `${redactUrl(url)}: applied ${applied.map((v) => `version ${v}`).join(', ')}; schema is at version ${latest}`,
    )
    const fromDir = values['from-dir']
    if (fromDir) {
      const copied = copyFromSqlite(resolve(fromDir), db)
      const counts = Object.entries(copied).map(([table, rows]) => `${table} ${rows}`)
      console.log(`Copied ${resolve(fromDir)} into ${redactUrl(url)}: ${counts.join(', ')}`)
    }
  } finally {
    await db.close()
  }
}
