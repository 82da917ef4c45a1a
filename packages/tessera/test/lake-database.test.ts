import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {createLake} from '@tessera/lake'
import {startPostgres, type PostgresServer} from '@tessera/lake/testing'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {linkDependencies, runCli, startCli, tempDir} from './support/cli.js'

// `tessera dev` / `tessera start` with the embedded lake on PostgreSQL (a server of the test's own,
// from Debian's postgresql package, which .ci/run installs).
describe('tessera dev and start with --database / TESSERA_DATABASE_URL', () => {
  const temp = tempDir('database')
  const app = join(temp.dir, 'studio')
  let server: PostgresServer

  beforeAll(async () => {
    server = await startPostgres()
    expect((await runCli(['init', app, '--yes', '--no-install'])).code).toBe(0)
    linkDependencies(app)
  })

  afterAll(async () => {
    await server.stop()
    temp.remove()
  })

  const READY = /Tessera studio \(dev\) {2}(\S+)\n {2}Its lake {14}(\S+) \((.*)\)\n {2}Ctrl-C stops both\.\n$/

  it('dev --database keeps the lake in PostgreSQL: a user added there signs in through the dev lake', async () => {
    const database = await server.createDatabase()
    const add = await runCli(
      [
        'lake',
        'users',
        'add',
        '--database',
        database,
        '--email',
        'ada@example.com',
        '--name',
        'Ada',
        '--password',
        'analytical',
        '--role',
        'administrator',
      ],
      {cwd: app},
    )
    expect(add.stderr).toBe('')
    expect(add.code).toBe(0)
    const dev = await startCli(['dev', '--port', '0', '--lake-port', '0', '--database', database], {
      cwd: app,
      ready: READY,
    })
    try {
      const [, , lakeUrl, place] = dev.match
      expect(place).toBe(`data in PostgreSQL ${database}`)
      // The user is in the database, so no "no users yet" hint.
      expect(dev.output()).not.toContain('no users yet')
      const signIn = await fetch(`${lakeUrl}/v1/auth/login/tessera`, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({email: 'ada@example.com', password: 'analytical'}).toString(),
      })
      const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('tessera_session='))
      expect(cookie).toBeDefined()
      const me = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {headers: {cookie: cookie!.split(';')[0]}})
      expect(await me.json()).toMatchObject({email: 'ada@example.com', role: 'administrator'})
      // A document written through the dev lake is in PostgreSQL: another lake on it has it.
      const token = cookie!.split(';')[0].split('=')[1]
      const write = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
        body: JSON.stringify({mutations: [{create: {_id: 'note-1', _type: 'note', title: 'In PostgreSQL'}}]}),
      })
      expect(write.status).toBe(200)
      const other = createLake({dir: join(temp.dir, 'other-lake'), database})
      try {
        expect(other.kernel.dataset('production').get('note-1')).toMatchObject({title: 'In PostgreSQL'})
      } finally {
        await other.close()
      }
    } finally {
      expect(await dev.stop()).toBe(0)
    }
  })

  it('dev takes TESSERA_DATABASE_URL, prints it without its password, and says how to add a user there', async () => {
    const url = new URL(await server.createDatabase())
    url.password = 'secret-password' // trust authentication ignores it; the banner must not show it
    const dev = await startCli(['dev', '--port', '0', '--lake-port', '0'], {
      cwd: app,
      ready: READY,
      env: {TESSERA_DATABASE_URL: url.toString()},
    })
    try {
      expect(dev.output()).not.toContain('secret-password')
      expect(dev.match[3]).toBe(`data in PostgreSQL ${url.toString().replace('secret-password', '***')}`)
      expect(dev.output()).toContain('npx tessera lake users add --database <the same URL>')
    } finally {
      expect(await dev.stop()).toBe(0)
    }
  })

  it('start --database serves its lake from PostgreSQL', async () => {
    const database = await server.createDatabase()
    // start serves whatever build is there; a page is enough (init-build-start builds a real one).
    const outDir = join(temp.dir, 'built')
    mkdirSync(outDir, {recursive: true})
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>')
    const other = createLake({dir: join(temp.dir, 'seed-lake'), database})
    const {token} = other.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'test'})
    await other.close()
    const start = await startCli(
      ['start', '--port', '0', '--lake-port', '0', '--out-dir', outDir, '--database', database],
      {
        cwd: app,
        ready: /Tessera studio {2}(\S+)\n {2}Its lake {8}(\S+) \((.*)\)/,
      },
    )
    try {
      const [, , lakeUrl, place] = start.match
      expect(place).toBe(`data in PostgreSQL ${database}`)
      // A token made in the database works on start's lake.
      const me = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {headers: {authorization: `Bearer ${token}`}})
      expect(me.status).toBe(200)
    } finally {
      expect(await start.stop()).toBe(0)
    }
  })

  it('start and dev refuse a --database that is not a PostgreSQL URL', async () => {
    for (const command of ['start', 'dev']) {
      const refused = await runCli([command, '--database', 'mysql://localhost/db'], {cwd: app})
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toContain('must be a postgres:// or postgresql:// URL')
    }
    const fromEnv = await runCli(['dev'], {cwd: app, env: {TESSERA_DATABASE_URL: 'sqlite://x'}})
    expect(fromEnv.code).toBe(2)
    expect(fromEnv.stderr).toContain('TESSERA_DATABASE_URL must be a postgres:// or postgresql:// URL')
  })
})
