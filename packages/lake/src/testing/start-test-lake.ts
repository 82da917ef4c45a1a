import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {LakeLimits} from '../config.js'
import type {LakeConfig} from '../config/lake-config.js'
import {createLake, type Lake} from '../lake.js'

export const TEST_PROJECT_ID = 'tessera'
export const TEST_DATASET = 'test'
export const TEST_PASSWORD = 'correct horse battery'

export interface TestLakeOptions {
  config?: Partial<LakeConfig>
  limits?: Partial<LakeLimits>
}

export interface TestUser {
  id: string
  email: string
  password: string
  /** A session token, as signing in would give. */
  token: string
}

export interface TestLake {
  lake: Lake
  url: string
  dir: string
  /** An administrator robot token. */
  adminToken: string
  /** A robot token with these roles. */
  robotToken(roles: string[]): string
  /** A user (an editor unless `roles` say otherwise) with a session token. */
  user(name: string, roles?: string[]): Promise<TestUser>
  /** Closes the lake and removes its directory. */
  stop(): Promise<void>
}

/**
 * A real lake for other packages' tests: a fresh temporary directory, a free port on 127.0.0.1, the
 * test project id, and helpers for tokens and users. Clients are the caller's to create.
 */
export async function startTestLake(options: TestLakeOptions = {}): Promise<TestLake> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-test-lake-'))
  const lake = createLake({
    dir,
    limits: options.limits,
    config: {projectId: TEST_PROJECT_ID, ...options.config},
  })
  const {url} = await lake.listen(0)
  const robotToken = (roles: string[]) =>
    lake.kernel.tokens.createRobotToken({roles, label: roles.join('+')}).token
  let users = 0
  return {
    lake,
    url,
    dir,
    adminToken: robotToken(['administrator']),
    robotToken,
    async user(name, roles = ['editor']) {
      users++
      const email = `user${users}@example.com`
      const profileImage = `https://example.com/avatars/${users}.png`
      const added = await lake.kernel.users.add({email, name, password: TEST_PASSWORD, roles, profileImage})
      const expires = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
      const {token} = lake.kernel.tokens.createSessionToken(added.id, expires)
      return {id: added.id, email, password: TEST_PASSWORD, token}
    },
    async stop() {
      await lake.close()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
