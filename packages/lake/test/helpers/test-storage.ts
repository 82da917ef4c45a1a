import {inject} from 'vitest'
import {createDatabase} from './postgres-server.js'

/**
 * Which storage this test run uses. The lake's suite runs twice (vitest projects, see
 * vitest.config.ts): on SQLite, and on PostgreSQL, where every lake gets a database of its own.
 */
export function testStorage(): 'sqlite' | 'postgres' {
  return process.env.TESSERA_TEST_STORAGE === 'postgres' ? 'postgres' : 'sqlite'
}

// Promises, so commands run at once on a new directory share its one database.
const databasesByDir = new Map<string, Promise<string | undefined>>()

/**
 * In the PostgreSQL run, the database of a lake directory (made on first use, so a lake restarted on
 * the same directory, or a CLI command run on it, finds its data); undefined on SQLite.
 */
export async function databaseForDir(dir: string): Promise<string | undefined> {
  if (!databasesByDir.has(dir)) databasesByDir.set(dir, testDatabase())
  return databasesByDir.get(dir)
}

/** A fresh PostgreSQL database for one lake (postgres project only), or undefined on SQLite. */
export async function testDatabase(): Promise<string | undefined> {
  if (testStorage() !== 'postgres') return undefined
  return createDatabase(inject('postgresServerUrl'))
}
