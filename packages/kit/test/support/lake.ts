import {startTestLake, TEST_DATASET, TEST_PROJECT_ID} from '@tessera/lake/testing'
import {createWorkspaceClient, type WorkspaceKernel} from '@tessera/store'

export const PROJECT_ID = TEST_PROJECT_ID
export const DATASET = TEST_DATASET

export interface TestLake {
  url: string
  /** A signed-up user (an editor unless `roles` say otherwise) with a session token. */
  user(name: string, roles?: string[]): Promise<{id: string; token: string}>
  /** A client of another party (an administrator robot), to write as "someone else". */
  admin: WorkspaceKernel['client']
  stop(): Promise<void>
}

/** A real lake (`@tessera/lake/testing`) with an administrator client for writing as someone else. */
export async function startLake(): Promise<TestLake> {
  const test = await startTestLake()
  return {
    url: test.url,
    admin: createWorkspaceClient({
      projectId: PROJECT_ID,
      dataset: DATASET,
      apiHost: test.url,
      token: test.adminToken,
    }),
    async user(name, roles) {
      const {id, token} = await test.user(name, roles)
      return {id, token}
    },
    stop: test.stop,
  }
}
