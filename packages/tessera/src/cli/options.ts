import {InvalidArgumentError, type Command} from 'commander'
import {CliError, EXIT_USAGE} from './errors.js'

/** Parses a `--port`-like option: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new InvalidArgumentError('must be a number from 0 to 65535.')
  }
  return port
}

export const DEFAULT_HOST = 'localhost'
export const DEFAULT_STUDIO_PORT = 3333
export const DEFAULT_LAKE_PORT = 3334
/** The lake's data, relative to the project. */
export const DEFAULT_LAKE_DIR = '.tessera/lake'
/** Where `tessera build` writes and `tessera start` serves from, relative to the project. */
export const DEFAULT_OUT_DIR = 'dist'

/** What `dev` and `start` share: where the studio and its lake listen, and the lake's data. */
export interface ServerOptions {
  host: string
  port: number
  lakePort: number
  dir: string
  /** A PostgreSQL URL for the lake's documents, history and users (else SQLite in `dir`). */
  database?: string
}

/** Parses `--database`: a postgres:// or postgresql:// URL. */
export function parseDatabaseUrl(value: string): string {
  if (!/^postgres(ql)?:\/\/./.test(value)) {
    throw new InvalidArgumentError('must be a postgres:// or postgresql:// URL.')
  }
  return value
}

/** A database URL fit to print: the password hidden. */
export function redactedDatabaseUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'postgres://…'
  }
}

export function addServerOptions(command: Command, host: {default: string; hint: string}): Command {
  return command
    .option('--host <host>', `the host both listen on${host.hint}`, host.default)
    .option('--port <port>', "the studio's port (0: any free one)", parsePort, DEFAULT_STUDIO_PORT)
    .option('--lake-port <port>', "the lake's port (0: any free one)", parsePort, DEFAULT_LAKE_PORT)
    .option('--dir <dir>', "the lake's data directory, relative to the project", DEFAULT_LAKE_DIR)
    .option(
      '--database <url>',
      "keep the lake's documents, history and users in PostgreSQL (default: TESSERA_DATABASE_URL; else SQLite in --dir)",
      parseDatabaseUrl,
    )
}

/** `--database`, else TESSERA_DATABASE_URL (checked like the option), else undefined (SQLite). */
export function databaseOption(options: ServerOptions): string | undefined {
  if (options.database) return options.database
  const fromEnv = process.env.TESSERA_DATABASE_URL
  if (!fromEnv) return undefined
  try {
    return parseDatabaseUrl(fromEnv)
  } catch {
    throw new CliError('TESSERA_DATABASE_URL must be a postgres:// or postgresql:// URL', EXIT_USAGE)
  }
}
