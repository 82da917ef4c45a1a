import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {addUser} from './helpers/sign-in.js'
import {lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

/** `/auth/id` and the per-user key-value store, as the studio calls them through @sanity/client. */

let t: TestLake
let ada: {id: string; token: string}
let bob: {id: string; token: string}

beforeAll(async () => {
  // Anonymous callers may read here: /auth/id and the settings must still require credentials.
  t = await startLake({config: {anonymousRole: 'viewer'}})
  const session = async (email: string) => {
    const user = await addUser(t.lake, {email})
    const expires = new Date(Date.now() + 60_000).toISOString()
    return {id: user.id, token: t.lake.kernel.tokens.createSessionToken(user.id, expires).token}
  }
  ada = await session('ada@example.com')
  bob = await session('bob@example.com')
})
afterAll(() => t.stop())

describe('GET /auth/id', () => {
  it('answers the id behind valid credentials and 401 without or with bad ones', async () => {
    const client = lakeClient(t.url, {token: ada.token, useProjectHostname: false})
    expect(await client.request({url: '/auth/id'})).toEqual({id: ada.id})
    expect((await request(t.url, '/v2025-02-19/auth/id', {token: null})).status).toBe(401)
    expect((await request(t.url, '/v2025-02-19/auth/id', {token: 'sk-not-a-token'})).status).toBe(401)
  })
})

describe('/users/me/keyvalue', () => {
  it('stores JSON values per user: the studio GETs keys in the path and PUTs [{key, value}]', async () => {
    const asAda = lakeClient(t.url, {token: ada.token, useProjectHostname: false})
    const asBob = lakeClient(t.url, {token: bob.token, useProjectHostname: false})
    const layout = {layout: 'detail', sort: [{field: '_updatedAt', direction: 'desc'}]}
    expect(
      await asAda.request({
        method: 'PUT',
        url: '/users/me/keyvalue',
        body: [{key: 'studio.structure.layout', value: layout}],
      }),
    ).toEqual([{key: 'studio.structure.layout', value: layout}])
    await asAda.request({
      method: 'PUT',
      url: '/users/me/keyvalue',
      body: [{key: 'search.recent', value: ['lion', 'tiger']}],
    })
    expect(
      await asAda.request({url: '/users/me/keyvalue/studio.structure.layout,search.recent,unset.key'}),
    ).toEqual([
      {key: 'studio.structure.layout', value: layout},
      {key: 'search.recent', value: ['lion', 'tiger']},
      {key: 'unset.key', value: null},
    ])
    expect(await asAda.request({url: '/users/me/keyvalue', query: {keys: 'search.recent'}})).toEqual([
      {key: 'search.recent', value: ['lion', 'tiger']},
    ])
    // Another user's settings are their own.
    expect(await asBob.request({url: '/users/me/keyvalue/search.recent'})).toEqual([
      {key: 'search.recent', value: null},
    ])
    // Null removes a key; a value set again replaces it.
    await asAda.request({
      method: 'PUT',
      url: '/users/me/keyvalue',
      body: [
        {key: 'search.recent', value: null},
        {key: 'studio.structure.layout', value: 'compact'},
      ],
    })
    expect(await asAda.request({url: '/users/me/keyvalue/search.recent,studio.structure.layout'})).toEqual([
      {key: 'search.recent', value: null},
      {key: 'studio.structure.layout', value: 'compact'},
    ])
  })

  it('refuses anonymous callers, bad keys and bodies, and values past the size limit', async () => {
    expect((await request(t.url, '/v2025-02-19/users/me/keyvalue/a', {token: null})).status).toBe(401)
    const put = (body: unknown) =>
      request(t.url, '/v2025-02-19/users/me/keyvalue', {method: 'PUT', body, token: ada.token})
    expect((await put({key: 'a', value: 1})).status).toBe(400)
    expect((await put([{key: 'a$b', value: 1}])).body).toMatchObject({statusCode: 400})
    expect((await put([{key: '', value: 1}])).status).toBe(400)
    expect((await put([{key: 'big', value: 'x'.repeat(300 * 1024)}])).status).toBe(413)
    expect((await request(t.url, '/v2025-02-19/users/me/keyvalue/big', {token: ada.token})).body).toEqual([
      {key: 'big', value: null},
    ])
  })
})
