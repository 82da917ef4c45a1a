import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {SanityClient} from '@sanity/client'
import {createLake, type Lake} from '@tessera/lake'
import {createWorkspaceClient} from '../../../src/client/index.js'
import {DATASET, PROJECT_ID} from '../../support/lake.js'

/** A real lake on a temporary SQLite directory that can be stopped and started again on the same port. */
export interface RestartableLake {
  url: string
  token: string
  readonly lake: Lake
  /** A workspace client with an administrator token (tokens live in the lake's storage: they survive restarts). */
  client(): SanityClient
  /** Closes the lake: requests are refused until `start`. */
  stop(): Promise<void>
  /** Opens the same directory again on the same port. */
  start(): Promise<void>
  /** Starts the lake again if a test stopped it and failed before starting it (keeps later tests independent). */
  ensureRunning(): Promise<void>
  /** Stops the lake and removes its directory. */
  dispose(): Promise<void>
}

export async function startRestartableLake(): Promise<RestartableLake> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-restart-lake-'))
  const open = () => createLake({dir, config: {projectId: PROJECT_ID}})
  let lake = open()
  const {url, port} = await lake.listen(0)
  const token = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'restart test'}).token
  let running = true
  return {
    url,
    token,
    get lake() {
      return lake
    },
    client: () => createWorkspaceClient({projectId: PROJECT_ID, dataset: DATASET, apiHost: url, token}),
    async stop() {
      running = false
      await lake.close()
    },
    async start() {
      lake = open()
      await lake.listen(port)
      running = true
    },
    async ensureRunning() {
      if (running) return
      lake = open()
      await lake.listen(port)
      running = true
    },
    async dispose() {
      if (running) await lake.close()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
