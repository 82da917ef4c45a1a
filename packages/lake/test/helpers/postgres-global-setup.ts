import type {TestProject} from 'vitest/node'
import {startPostgres} from './postgres-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `postgres` database of the run's PostgreSQL server (tests create their own databases). */
    postgresServerUrl: string
  }
}

/** One PostgreSQL server for the whole `postgres` project; each lake gets a fresh database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres()
  project.provide('postgresServerUrl', server.url)
  return () => server.stop()
}
