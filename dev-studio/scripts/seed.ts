import type {Lake} from '@tessera/lake'
import {SEEDED_DOCUMENTS, SEEDED_USERS} from './seed-data.js'

const API_VERSION = '2025-02-19'

/**
 * Puts the seeded users and documents into a running lake. Idempotent: existing users keep their
 * password and role, existing documents are left alone (createIfNotExists), so edits made in the
 * dev studio survive restarts.
 */
export async function seedLake(lake: Lake, lakeUrl: string): Promise<{createdUsers: number}> {
  let createdUsers = 0
  for (const user of SEEDED_USERS) {
    if (lake.kernel.users.getByEmail(user.email)) continue
    await lake.kernel.users.add({
      email: user.email,
      name: user.name,
      password: user.password,
      roles: user.role ? [user.role] : [],
    })
    createdUsers++
  }
  const {token, id} = lake.kernel.tokens.createRobotToken({
    roles: ['administrator'],
    label: 'dev-studio seed',
  })
  try {
    for (const [dataset, documents] of Object.entries(SEEDED_DOCUMENTS)) {
      const response = await fetch(`${lakeUrl}/v${API_VERSION}/data/mutate/${dataset}`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
        body: JSON.stringify({mutations: documents.map((document) => ({createIfNotExists: document}))}),
      })
      if (!response.ok)
        throw new Error(`Seeding "${dataset}" failed: ${response.status} ${await response.text()}`)
    }
  } finally {
    lake.kernel.tokens.revoke(id)
  }
  return {createdUsers}
}
