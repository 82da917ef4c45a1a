import type {SanityClient} from '@sanity/client'
import type {Lake} from '@tessera/lake'
import {createWorkspaceClient} from '../../../src/client/index.js'
import {DATASET, PROJECT_ID, startLake} from '../../support/lake.js'

export {DATASET, PROJECT_ID}

export interface TestLake {
  lake: Lake
  url: string
  token: string
  /** A workspace client for the lake, or for another host in front of it (a proxy). */
  client(apiHost?: string): SanityClient
  stop(): Promise<void>
}

/** A real lake (see support/lake.ts) with an administrator token and workspace clients for it. */
export async function startTestLake(): Promise<TestLake> {
  const started = await startLake()
  const token = started.adminToken
  return {
    lake: started.lake,
    url: started.url,
    token,
    client: (apiHost = started.url) =>
      createWorkspaceClient({projectId: PROJECT_ID, dataset: DATASET, apiHost, token}),
    stop: started.stop,
  }
}
