import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {createLake, type Lake} from '@tessera/lake'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {SEEDED_DOCUMENTS, SEEDED_USERS} from '../scripts/seed-data.js'
import {seedLake} from '../scripts/seed.js'

let lake: Lake
let url: string
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-seed-'))
  lake = await createLake({dir})
  const address = await lake.listen(0, '127.0.0.1')
  url = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  await lake?.close()
  rmSync(dir, {recursive: true, force: true})
})

it('seeds every user and document once; seeding again changes nothing and keeps edits', async () => {
  expect((await seedLake(lake, url)).createdUsers).toBe(SEEDED_USERS.length)
  const admin = lake.kernel.users.getByEmail('admin@tessera.local')
  expect(admin?.roles).toEqual(['administrator'])
  expect(lake.kernel.users.getByEmail('nobody@tessera.local')?.roles).toEqual([])
  expect(await lake.kernel.users.verifyPassword('editor@tessera.local', 'tessera-editor')).toBeTruthy()

  const {token} = lake.kernel.tokens.createRobotToken({roles: ['administrator']})
  const query = async (dataset: string, groq: string) => {
    const response = await fetch(
      `${url}/v2025-02-19/data/query/${dataset}?perspective=raw&query=${encodeURIComponent(groq)}`,
      {
        headers: {Authorization: `Bearer ${token}`},
      },
    )
    return ((await response.json()) as {result: unknown}).result
  }
  expect(await query('blog', 'count(*)')).toBe(SEEDED_DOCUMENTS.blog.length)
  await fetch(`${url}/v2025-02-19/data/mutate/blog`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({mutations: [{patch: {id: 'post-welcome', set: {title: 'Edited'}}}]}),
  })

  expect((await seedLake(lake, url)).createdUsers).toBe(0)
  expect(await query('blog', 'count(*)')).toBe(SEEDED_DOCUMENTS.blog.length)
  expect(await query('blog', '*[_id == "post-welcome"][0].title')).toBe('Edited')
  expect(await query('playground', 'count(*[_type == "kitchenSink"])')).toBe(1)
})
