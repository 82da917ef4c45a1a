import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {createLake} from '@tessera/lake'
import {createWorkspaceClient, type WorkspaceKernel} from '@tessera/store'

export const PROJECT_ID = 'tessera'
export const DATASET = 'test'

export interface TestLake {
  url: string
  /** A signed-up user (an editor unless `roles` say otherwise) with a session token. */
  user(name: string, roles?: string[]): Promise<{id: string; token: string}>
  /** A client of another party (an administrator robot), to write as "someone else". */
  admin: WorkspaceKernel['client']
  stop(): Promise<void>
}

/** A real lake on a temporary directory and a free port. */
export async function startLake(): Promise<TestLake> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-kit-data-'))
  const lake = createLake({dir, config: {projectId: PROJECT_ID}})
  const {url} = await lake.listen(0)
  const adminToken = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'admin'}).token
  let count = 0
  return {
    url,
    admin: createWorkspaceClient({projectId: PROJECT_ID, dataset: DATASET, apiHost: url, token: adminToken}),
    async user(name, roles = ['editor']) {
      count++
      const added = await lake.kernel.users.add({
        email: `kit-user${count}@example.com`,
        name,
        password: 'correct horse battery',
        roles,
      })
      const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString()
      return {id: added.id, token: lake.kernel.tokens.createSessionToken(added.id, expires).token}
    },
    async stop() {
      await lake.close()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
