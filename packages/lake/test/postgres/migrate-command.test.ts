import {execFile} from 'node:child_process'
import {rmSync} from 'node:fs'
import {promisify} from 'node:util'
import pg from 'pg'
import {expect, test} from 'vitest'
import {request, startLake, tokenOf} from '../helpers/start-lake.js'
import {testDatabase} from '../helpers/test-storage.js'
import {lakeCliArgs, PACKAGE_DIR} from '../helpers/lake-cli.js'

const run = promisify(execFile)

function lakeCommand(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [...lakeCliArgs(), ...args], {
    cwd: PACKAGE_DIR,
    env: {...process.env, ...env},
  })
}

test('tessera-lake migrate applies the schema once, then says it is up to date', async () => {
  const database = (await testDatabase())!
  const first = await lakeCommand(['migrate', '--database', database])
  expect(first.stdout).toMatch(/applied version 1, version 2; schema is at version 2/)
  // TESSERA_DATABASE_URL names the database as well as --database does.
  const second = await lakeCommand(['migrate'], {TESSERA_DATABASE_URL: database})
  expect(second.stdout).toMatch(/schema is up to date \(version 2\)/)
  const client = new pg.Client({connectionString: database})
  await client.connect()
  const tables = await client.query<{table_name: string}>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  )
  await client.end()
  expect(tables.rows.map((row) => row.table_name)).toEqual([
    'auth_sids',
    'cors_origins',
    'dataset_heads',
    'document_versions',
    'documents',
    'lake_migrations',
    'telemetry_batches',
    'tokens',
    'transactions',
    'trial_dismissals',
    'user_key_values',
    'users',
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

test('tessera-lake migrate --from-dir moves a SQLite lake to PostgreSQL: documents, history, users and tokens', async () => {
  const sqlite = await startLake({database: null})
  const {dir} = sqlite
  await sqlite.client.create({_id: 'post-1', _type: 'post', title: 'One'})
  await sqlite.client.patch('post-1').set({title: 'Two'}).commit()
  await sqlite.clientFor({dataset: 'other'}).create({_id: 'elsewhere', _type: 'note'})
  await sqlite.lake.kernel.users.add({
    email: 'ada@example.com',
    name: 'Ada',
    password: 'analytical engine',
    roles: ['editor'],
  })
  const oldToken = tokenOf(sqlite.lake)!
  const history = await request(
    sqlite.url,
    '/v2025-02-19/data/history/test/transactions/post-1?excludeContent=true',
  )
  await sqlite.lake.close()

  const database = (await testDatabase())!
  const moved = await lakeCommand(['migrate', '--database', database, '--from-dir', dir])
  expect(moved.stdout).toMatch(
    /Copied .*: transactions 3, document_versions 3, documents 2, users 1, tokens 1/,
  )
  // Into a database that already holds a lake: refused, nothing written.
  const again = await lakeCommand(['migrate', '--database', database, '--from-dir', dir]).catch(
    (err: {code: number; stderr: string}) => err,
  )
  expect(again).toMatchObject({code: 1})
  expect((again as {stderr: string}).stderr).toMatch(/already holds transactions/)

  const postgres = await startLake({dir, database})
  try {
    expect(await postgres.client.getDocument('post-1')).toMatchObject({title: 'Two'})
    expect(await postgres.clientFor({dataset: 'other'}).getDocument('elsewhere')).toBeTruthy()
    const sameHistory = await request(
      postgres.url,
      '/v2025-02-19/data/history/test/transactions/post-1?excludeContent=true',
    )
    expect(sameHistory.text).toBe(history.text)
    // The old lake's token and users came along.
    expect((await request(postgres.url, '/v2025-02-19/users/me', {token: oldToken})).status).toBe(200)
    expect(
      await postgres.lake.kernel.users.verifyPassword('ada@example.com', 'analytical engine'),
    ).toMatchObject({
      name: 'Ada',
    })
    // New writes continue the log after the copied positions.
    await postgres.client.patch('post-1').set({title: 'Three'}).commit()
    const longer = await request(
      postgres.url,
      '/v2025-02-19/data/history/test/transactions/post-1?excludeContent=true',
    )
    expect(longer.text.trim().split('\n')).toHaveLength(3)
  } finally {
    await postgres.stop()
    rmSync(dir, {recursive: true, force: true})
  }
})
