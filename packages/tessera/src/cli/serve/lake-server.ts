import {mkdirSync} from 'node:fs'
import type {Lake} from '@tessera/lake'
import {DEFAULT_LAKE_DIR, redactedDatabaseUrl} from '../options.js'

export interface RunningLake {
  lake: Lake
  url: string
  port: number
}

/** Starts the embedded lake; `allowStudio` then lets the studio's origin call it. */
export async function startLake(options: {
  dir: string
  host: string
  port: number
  /** Documents, history and users in this PostgreSQL database instead of SQLite in `dir`. */
  database?: string
}): Promise<RunningLake> {
  mkdirSync(options.dir, {recursive: true})
  const {createLake} = await import('@tessera/lake')
  const lake = createLake({dir: options.dir, database: options.database, config: {dev: true, devOrigins: []}})
  const {port} = await lake.listen(options.port, options.host)
  return {lake, port, url: `http://${urlHost(options.host)}:${port}`}
}

/**
 * Lets the studio served at `studioUrl` call the lake with credentials, through the lake's list of
 * dev origins: it adds to the allow-list (lake.config.json, `tessera lake cors`) without storing
 * anything, so another port next time leaves nothing behind. localhost and 127.0.0.1 both count.
 */
export function allowStudio(lake: Lake, studioUrl: string): void {
  const url = new URL(studioUrl)
  const origins = [url.origin]
  if (url.hostname === 'localhost') origins.push(`${url.protocol}//127.0.0.1:${url.port}`)
  if (url.hostname === '127.0.0.1') origins.push(`${url.protocol}//localhost:${url.port}`)
  lake.kernel.config.devOrigins = origins
}

/** A host as it goes in a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** Where the lake keeps its data, for the banner. */
export function lakeDataPlace(lakeDir: string, database: string | undefined): string {
  return database ? `data in PostgreSQL ${redactedDatabaseUrl(database)}` : `data in ${lakeDir}`
}

/** The line that tells the user the lake has nobody to sign in yet, and how to add someone. */
export function noUsersHint(lake: Lake, lakeDir: string, database?: string): string | undefined {
  if (lake.kernel.users.list().length > 0) return undefined
  // With PostgreSQL the users are in the database: the command needs the same URL.
  const where = database
    ? ' --database <the same URL>'
    : lakeDir === DEFAULT_LAKE_DIR
      ? ''
      : ` --dir ${lakeDir}`
  return `  The lake has no users yet. Add an administrator (in another terminal):
    npx tessera lake users add${where} --email you@example.com --name "Your Name" --password '<at least 8 characters>' --role administrator`
}
