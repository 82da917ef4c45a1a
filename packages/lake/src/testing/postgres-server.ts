import {execFileSync} from 'node:child_process'
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import pg from 'pg'

/**
 * A throwaway PostgreSQL server for tests and benchmarks: `initdb` into a temporary directory and
 * `pg_ctl` on a free port of 127.0.0.1, from Debian's `postgresql` package (`.ci/run` installs it).
 * initdb refuses to run as root, so as root the server runs as the `postgres` user the package
 * creates (through `runuser`); as anyone else it runs as that user.
 */
export interface PostgresServer {
  /** A connection URL for the `postgres` database (trust authentication on 127.0.0.1). */
  url: string
  /** A new, empty database on this server, and its URL. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

/** The newest PostgreSQL bin directory Debian installed (or `$PG_BIN`), undefined when there is none. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined
}

export const NO_POSTGRES_REASON =
  'PostgreSQL binaries are absent (no /usr/lib/postgresql/*/bin/initdb): install Debian\'s "postgresql" package, as .ci/run does'

export async function startPostgres(options: {durable?: boolean} = {}): Promise<PostgresServer> {
  const bin = postgresBinDir()
  if (!bin) throw new Error(NO_POSTGRES_REASON)
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'))
  if (asRoot) {
    const {uid, gid} = postgresUser()
    chownSync(dir, uid, gid)
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {stdio: 'pipe'})
      : execFileSync(join(bin, command), args, {stdio: 'pipe'})
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  // Tests trade durability of the server itself for speed (a lake killed with -9 still loses nothing:
  // the server keeps running); benchmarks keep fsync on, as a deployment would.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ].join(' ')
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    createDatabase: () => createDatabase(url),
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, {recursive: true, force: true})
      }
    },
  }
}

let databases = 0

/** A new, empty database on the server whose `postgres` database `serverUrl` names; its URL. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const name = `lake_${process.pid}_${++databases}_${Math.random().toString(36).slice(2, 8)}`
  const client = new pg.Client({connectionString: serverUrl})
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

function postgresUser(): {uid: number; gid: number} {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], {encoding: 'utf8'}).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], {encoding: 'utf8'}).trim())
  return {uid, gid}
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
