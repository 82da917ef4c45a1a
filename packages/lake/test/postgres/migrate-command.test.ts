import {execFile} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import pg from 'pg'
import {expect, test} from 'vitest'
import {testDatabase} from '../helpers/test-storage.js'

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))
const run = promisify(execFile)

function lakeCommand(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: PACKAGE_DIR,
    env: {...process.env, ...env},
  })
}

test('tessera-lake migrate applies the schema once, then says it is up to date', async () => {
  const database = (await testDatabase())!
  const first = await lakeCommand(['migrate', '--database', database])
  expect(first.stdout).toMatch(/applied version 1; schema is at version 1/)
  // TESSERA_DATABASE_URL names the database as well as --database does.
  const second = await lakeCommand(['migrate'], {TESSERA_DATABASE_URL: database})
  expect(second.stdout).toMatch(/schema is up to date \(version 1\)/)
  const client = new pg.Client({connectionString: database})
  await client.connect()
  const tables = await client.query<{table_name: string}>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  )
  await client.end()
  expect(tables.rows.map((row) => row.table_name)).toEqual([
    'dataset_heads',
    'document_versions',
    'documents',
    'lake_migrations',
    'transactions',
  ])
})

test('--database must be a PostgreSQL URL', async () => {
  const failure = await lakeCommand(['--database', 'mysql://localhost/lake', '--port', '0']).catch(
    (err: {code: number; stderr: string}) => err,
  )
  expect(failure).toMatchObject({code: 2})
  expect((failure as {stderr: string}).stderr).toMatch(
    /--database must be a postgres:\/\/ or postgresql:\/\/ URL/,
  )
})
