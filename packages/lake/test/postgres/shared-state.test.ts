import {afterEach, expect, test} from 'vitest'
import {createCorsStore} from '../../src/cors/cors-store.js'
import {addUser, PASSWORD, postSignIn} from '../helpers/sign-in.js'
import {request, startLake, type TestLake} from '../helpers/start-lake.js'
import {testDatabase} from '../helpers/test-storage.js'

// Users, sign-in sessions, roles (and so grants) and CORS origins are in PostgreSQL: two lakes on
// one database (postgres project only) must agree at once, with no cache to go stale.
const lakes: TestLake[] = []

afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.stop()))
})

async function twoLakes(): Promise<[TestLake, TestLake]> {
  const database = await testDatabase()
  const first = await startLake({database})
  const second = await startLake({database})
  lakes.push(first, second)
  return [first, second]
}

test('a session signed in through one process works on the other, and signing out there ends it everywhere', async () => {
  const [first, second] = await twoLakes()
  await addUser(first.lake, {email: 'ada@example.com', roles: ['editor']})
  const signIn = await postSignIn(first.url, {email: 'ada@example.com', password: PASSWORD})
  expect(signIn.cookie).not.toBeNull()
  const token = signIn.cookie!.split('=')[1]
  const me = await request(second.url, '/v2025-02-19/users/me', {token})
  expect(me.status).toBe(200)
  expect(me.body).toMatchObject({email: 'ada@example.com', role: 'editor'})

  expect((await request(second.url, '/v2025-02-19/auth/logout', {method: 'POST', token})).status).toBe(200)
  for (const lake of [first, second]) {
    expect((await request(lake.url, '/v2025-02-19/users/me', {token})).status).toBe(401)
  }
})

test("a user's roles changed through one process are the grants the other applies at once", async () => {
  const [first, second] = await twoLakes()
  const user = await addUser(first.lake, {email: 'grace@example.com', roles: ['viewer']})
  const token = (await postSignIn(first.url, {email: 'grace@example.com', password: PASSWORD})).cookie!.split(
    '=',
  )[1]
  const write = (id: string) =>
    request(second.url, '/v2025-02-19/data/mutate/test', {
      token,
      body: {mutations: [{create: {_id: id, _type: 'note', title: 'x'}}]},
    })
  expect((await write('note-1')).status).toBe(403)
  first.lake.kernel.users.setRoles(user.id, ['editor'])
  expect((await write('note-2')).status).toBe(200)
  first.lake.kernel.users.setRoles(user.id, ['viewer'])
  expect((await write('note-3')).status).toBe(403)
})

test('a CORS origin added through one process is allowed by the other; removed, it is refused', async () => {
  const [first, second] = await twoLakes()
  const origin = 'https://studio.example.com'
  const store = createCorsStore(first.lake.kernel.sql, first.lake.kernel.config.projectId)
  const ask = () => fetch(`${second.url}/v2025-02-19/data/query/test?query=1`, {headers: {origin}})
  expect((await ask()).headers.get('access-control-allow-origin')).toBeNull()
  store.add(origin, {allowCredentials: true})
  const allowed = await ask()
  expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
  expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
  store.remove(origin)
  expect((await ask()).headers.get('access-control-allow-origin')).toBeNull()
})
