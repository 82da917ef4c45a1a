import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {clientError} from './helpers/client-error.js'
import {postSignIn} from './helpers/sign-in.js'
import {lakeClient, startLake} from './helpers/start-lake.js'
import {databaseForDir} from './helpers/test-storage.js'
import {lakeCliArgs, PACKAGE_DIR} from './helpers/lake-cli.js'

// Each run starts Node (about a second from source, more on a busy machine); some tests make several.
const SLOW = 120_000

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `tessera-lake <args>` (built or from source, see `lakeCliArgs`), as `pnpm lake` does; in the PostgreSQL test run, on the
 * test directory's database (as a deployment sets TESSERA_DATABASE_URL).
 */
async function lake(...args: string[]): Promise<Run> {
  const database = args[args.indexOf('--dir') + 1] === dir ? await databaseForDir(dir) : undefined
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...lakeCliArgs(), ...args], {
      cwd: PACKAGE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: database ? {...process.env, TESSERA_DATABASE_URL: database} : process.env,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('exit', (code) => resolve({code, stdout, stderr}))
  })
}

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-cli-'))
  writeFileSync(
    join(dir, 'lake.config.json'),
    JSON.stringify({roles: {reviewer: {title: 'Reviewer', grants: []}}}),
  )
})
afterAll(() => rmSync(dir, {recursive: true, force: true}))

describe('tessera-lake users', () => {
  it(
    'adds, lists, changes and removes users',
    async () => {
      const added = await lake(
        'users',
        'add',
        '--email',
        'ada@example.com',
        '--name',
        'Ada Lovelace',
        '--password',
        'analytical engine',
        '--role',
        'administrator',
        '--image',
        'https://images.example/ada.png',
        '--dir',
        dir,
      )
      expect(added).toMatchObject({code: 0, stderr: ''})
      expect(added.stdout).toMatch(
        /^Added Ada Lovelace <ada@example.com> with the id u\w+, roles: administrator\n$/,
      )
      const bob = await lake(
        'users',
        'add',
        '--email',
        'bob@example.com',
        '--name',
        'Bob',
        '--password',
        'b0b-password',
        '--dir',
        dir,
      )
      expect(bob.code).toBe(0)
      expect(bob.stdout).toContain('roles: editor') // the default role

      const listed = await lake('users', 'list', '--dir', dir)
      expect(listed.code).toBe(0)
      const lines = listed.stdout.trim().split('\n')
      expect(lines[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+ROLES$/)
      expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(1))).toEqual([
        ['ada@example.com', 'Ada Lovelace', 'administrator'],
        ['bob@example.com', 'Bob', 'editor'],
      ])
      const bobId = lines[2].split(/\s+/)[0]

      const changed = await lake('users', 'set-role', bobId, 'viewer,reviewer', '--dir', dir)
      expect(changed).toMatchObject({
        code: 0,
        stdout: 'Bob <bob@example.com> now has the roles: viewer, reviewer\n',
      })

      const removed = await lake('users', 'remove', 'BOB@example.com', '--dir', dir)
      expect(removed.code).toBe(0)
      expect(removed.stdout).toContain(`Removed Bob <bob@example.com> (${bobId})`)
      expect((await lake('users', 'list', '--dir', dir)).stdout).not.toContain('bob@example.com')
    },
    SLOW,
  )

  it(
    'explains unknown roles, duplicate emails, missing users and missing options',
    async () => {
      // None of these changes the lake directory, so they run at once (each is a Node start).
      const [unknownRole, duplicate, missing, setMissing, badRole, noPassword, noLake] = await Promise.all([
        lake(
          'users',
          'add',
          '--email',
          'eve@example.com',
          '--name',
          'Eve',
          '--password',
          'password1',
          '--role',
          'owner',
          '--dir',
          dir,
        ),
        lake(
          'users',
          'add',
          '--email',
          'ADA@example.com',
          '--name',
          'Ada 2',
          '--password',
          'password1',
          '--dir',
          dir,
        ),
        lake('users', 'remove', 'nobody@example.com', '--dir', dir),
        lake('users', 'set-role', 'nobody@example.com', 'viewer', '--dir', dir),
        lake('users', 'set-role', 'ada@example.com', 'viewer,root', '--dir', dir),
        lake('users', 'add', '--email', 'x@example.com', '--name', 'X', '--dir', dir),
        lake('users', 'list', '--dir', join(dir, 'nowhere')),
      ])
      expect(unknownRole.code).toBe(1)
      expect(unknownRole.stderr).toContain(
        'Unknown role "owner". Valid roles: administrator, editor, developer, contributor, viewer, reviewer',
      )
      expect(duplicate.code).toBe(1)
      expect(duplicate.stderr).toContain('A user with the email ADA@example.com already exists')
      expect(missing.code).toBe(1)
      expect(missing.stderr).toContain('No user with the email or id "nobody@example.com"')
      expect(setMissing.code).toBe(1)
      expect(setMissing.stderr).toContain('No user with the email or id')
      expect(badRole.code).toBe(1)
      expect(badRole.stderr).toContain('Unknown role "root"')
      expect(noPassword.code).toBe(1)
      expect(noPassword.stderr).toContain('Missing --password')
      expect(noLake.code).toBe(1)
      expect(noLake.stderr).toContain('No lake in')
    },
    SLOW,
  )
})

describe('tessera-lake token', () => {
  it(
    'creates a token (printed last) that works with @sanity/client, lists it and revokes it',
    async () => {
      const created = await lake(
        'token',
        'create',
        '--role',
        'editor',
        '--label',
        'CI deploys',
        '--expires',
        '30',
        '--dir',
        dir,
      )
      expect(created.code).toBe(0)
      const token = created.stdout.trim().split('\n').at(-1)!
      expect(token).toMatch(/^tk[\w-]{43}$/)
      const id = /Created token (\w+)/.exec(created.stdout)![1]

      const listed = await lake('token', 'list', '--dir', dir)
      const row = listed.stdout.split('\n').find((line) => line.startsWith(id))!
      expect(row).toMatch(/robot\s+CI deploys\s+editor\s+\S+\s+\d{4}-\d\d-\d\dT/)
      expect(listed.stdout).not.toContain(token)

      const t = await startLake({dir})
      try {
        const client = lakeClient(t.url, {token})
        expect(await client.users.getById('me')).toMatchObject({id, name: 'CI deploys', role: 'editor'})
        // A user added by the CLI signs in on the running lake.
        const signIn = await postSignIn(t.url, {email: 'ada@example.com', password: 'analytical engine'})
        expect(signIn.status).toBe(200)

        const revoked = await lake('token', 'revoke', id, '--dir', dir)
        expect(revoked).toMatchObject({code: 0, stdout: `Revoked token ${id}\n`})
        await clientError(client.users.getById('me'), 401)
      } finally {
        await t.lake.close()
      }
    },
    SLOW,
  )

  it(
    'explains bad roles, expiry dates and unknown ids',
    async () => {
      // Independent of each other (only `dated` adds a token), so they run at once.
      const [badRole, noRole, past, garbage, dated, unknown] = await Promise.all([
        lake('token', 'create', '--role', 'superuser', '--dir', dir),
        lake('token', 'create', '--dir', dir),
        lake('token', 'create', '--role', 'viewer', '--expires', '2001-01-01', '--dir', dir),
        lake('token', 'create', '--role', 'viewer', '--expires', 'soon', '--dir', dir),
        lake('token', 'create', '--role', 'viewer', '--expires', '2999-01-01T00:00:00Z', '--dir', dir),
        lake('token', 'revoke', 'nope', '--dir', dir),
      ])
      expect(badRole.code).toBe(1)
      expect(badRole.stderr).toContain('Unknown role "superuser"')
      expect(noRole.code).toBe(1)
      expect(noRole.stderr).toContain('Missing --role')
      expect(past.code).toBe(1)
      expect(past.stderr).toContain('--expires must lie in the future')
      expect(garbage.stderr).toContain('--expires must be an ISO date or a number of days')
      expect(dated.stdout).toContain('expires: 2999-01-01T00:00:00.000Z')
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toContain('No token with the id "nope"')
    },
    SLOW,
  )
})
