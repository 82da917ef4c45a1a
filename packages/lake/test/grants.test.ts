import type {SanityClient} from '@sanity/client'
import type {HistoryTransaction} from '@tessera/types'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientError} from './helpers/client-error.js'
import {collectEvents} from './helpers/collect-events.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

/** Grants enforced on writes, queries, doc, listen and history, for built-in and custom roles. */

const ROLES = {
  postReader: {title: 'Post reader', grants: [{filter: '_type == "post"', permissions: ['read', 'history']}]},
  postDrafter: {
    title: 'Post drafter',
    grants: [
      {filter: '_type == "post"', permissions: ['read']},
      {filter: '_type == "post" && _id in path("drafts.**")', permissions: ['create', 'update', 'history']},
    ],
  },
  // Not a shape the lake compiles natively: evaluated by groq-js, per caller.
  owner: {title: 'Owner', grants: [{filter: 'owner == identity()', permissions: ['read', 'update']}]},
}

let lake: TestLake
let admin: SanityClient

beforeAll(async () => {
  lake = await startLake({config: {roles: ROLES as never}})
  admin = lake.client
  await admin
    .transaction()
    .create({_id: 'post-1', _type: 'post', title: 'First'})
    .create({_id: 'drafts.post-1', _type: 'post', title: 'First (draft)'})
    .create({_id: 'post-2', _type: 'post', title: 'Second', author: {_type: 'reference', _ref: 'author-1'}})
    .create({_id: 'author-1', _type: 'author', name: 'Ann'})
    .create({
      _id: 'secret-1',
      _type: 'secret',
      title: 'Classified',
      about: {_type: 'reference', _ref: 'author-1'},
    })
    .create({_id: 'drafts.secret-1', _type: 'secret', title: 'Classified (draft)'})
    .commit()
})
afterAll(() => lake.stop())

function tokenFor(roles: string[], expiresAt?: string): string {
  return lake.lake.kernel.tokens.createRobotToken({roles, label: roles.join(' '), expiresAt}).token
}

function clientFor(roles: string[], perspective: 'raw' | 'published' | 'drafts' = 'raw'): SanityClient {
  return lakeClient(lake.url, {token: tokenFor(roles), perspective})
}

describe('writes inside one transaction', () => {
  test('a viewer sneaking a write between no-op mutations: 403, nothing written', async () => {
    const before = await datasetSnapshot(admin)
    const viewer = clientFor(['viewer'])
    const error = await clientError(
      viewer.mutate([
        {createIfNotExists: {_id: 'post-1', _type: 'post'}},
        {delete: {id: 'does-not-exist'}},
        {patch: {id: 'post-2', set: {title: 'Hijacked'}}},
      ]),
      403,
    )
    expect(error.message).toBe(
      'Permission denied: not allowed to update document "post-2" (requires "update")',
    )
    expect(error.details).toEqual({
      type: 'insufficientPermissionsError',
      description: error.message,
      id: 'post-2',
      operation: 'update',
      permission: 'update',
    })
    expect(await datasetSnapshot(admin)).toEqual(before)
  })

  test('a contributor: an allowed draft and a forbidden published write fail together', async () => {
    const before = await datasetSnapshot(admin)
    const contributor = clientFor(['contributor'])
    const error = await clientError(
      contributor
        .transaction()
        .create({_id: 'drafts.sneaky', _type: 'post', title: 'allowed on its own'})
        .patch('post-1', (patch) => patch.set({title: 'not allowed'}))
        .commit(),
      403,
    )
    expect(error.message).toBe(
      'Permission denied: not allowed to update document "post-1" (requires "update")',
    )
    expect(await datasetSnapshot(admin)).toEqual(before)
  })

  test('a contributor creating a published document: 403; a draft works', async () => {
    const contributor = clientFor(['contributor'])
    const error = await clientError(contributor.create({_id: 'contrib-1', _type: 'post', title: 'x'}), 403)
    expect(error.message).toBe(
      'Permission denied: not allowed to create document "contrib-1" (requires "create")',
    )
    expect(await admin.getDocument('contrib-1')).toBeUndefined()
    const created = await contributor.create({_id: 'drafts.contrib-1', _type: 'post', title: 'x'})
    expect(created._id).toBe('drafts.contrib-1')
    await admin.delete('drafts.contrib-1')
  })

  test('a write may not move a document out of its grants', async () => {
    const drafter = clientFor(['postDrafter'])
    await drafter.create({_id: 'drafts.moving', _type: 'post', title: 'x'})
    const error = await clientError(
      drafter.createOrReplace({_id: 'drafts.moving', _type: 'secret', title: 'x'}),
      403,
    )
    expect(error.message).toBe(
      'Permission denied: not allowed to update document "drafts.moving" (requires "update")',
    )
    expect((await admin.getDocument('drafts.moving'))?._type).toBe('post')
    await admin.delete('drafts.moving')
  })

  test('a dry run is checked like a real one', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/mutate/test?dryRun=true', {
      token: tokenFor(['viewer']),
      body: {mutations: [{create: {_id: 'dry', _type: 'post'}}]},
    })
    expect(response.status).toBe(403)
    expect((response.body as {message: string}).message).toBe(
      'Permission denied: not allowed to create document "dry" (requires "create")',
    )
  })

  test('createIfNotExists on a document the caller cannot read answers as on a missing one', async () => {
    const attempt = (id: string) =>
      request(lake.url, '/v2025-02-19/data/mutate/test?returnDocuments=true', {
        token: tokenFor(['postReader']),
        body: {mutations: [{createIfNotExists: {_id: id, _type: 'secret'}}]},
      })
    const hidden = await attempt('secret-1')
    const missing = await attempt('no-such-secret')
    expect(hidden.status).toBe(403)
    expect((hidden.body as {message: string}).message).toBe(
      'Permission denied: not allowed to create document "secret-1" (requires "create")',
    )
    expect(hidden.text.replaceAll('secret-1', 'ID')).toBe(missing.text.replaceAll('no-such-secret', 'ID'))
    expect(hidden.text).not.toContain('Classified')
  })

  test('query-selected writes see only readable documents', async () => {
    await admin.create({_id: 'drafts.extra-post', _type: 'post', title: 'extra'})
    const drafter = clientFor(['postDrafter'])
    // Every draft matches, but the secret draft is invisible to this role, so only post drafts go.
    const result = await drafter.mutate([{delete: {query: '*[_id in path("drafts.**")]'}}], {
      returnDocuments: false,
    })
    expect(result.results.map((r) => r.id).sort()).toEqual(['drafts.extra-post', 'drafts.post-1'])
    expect(await admin.getDocument('drafts.secret-1')).toBeDefined()
    await admin.create({_id: 'drafts.post-1', _type: 'post', title: 'First (draft)'})
  })

  test('actions are checked too: a contributor may edit a draft but not publish it', async () => {
    const contributor = clientFor(['contributor'])
    await contributor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.post-2',
      publishedId: 'post-2',
      patch: {set: {title: 'Second, edited'}},
    })
    expect((await admin.getDocument('drafts.post-2'))?.title).toBe('Second, edited')
    const error = await clientError(
      contributor.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.post-2',
        publishedId: 'post-2',
      }),
      403,
    )
    expect(error.message).toBe(
      'Permission denied: not allowed to update document "post-2" (requires "update")',
    )
    expect((await admin.getDocument('post-2'))?.title).toBe('Second')
    await admin.delete('drafts.post-2')
  })
})

describe('a custom role reading only posts', () => {
  const ids = (docs: {_id: string}[]) => docs.map((doc) => doc._id).sort()

  test('queries see only posts, in every perspective, subquery and index lookup', async () => {
    const reader = clientFor(['postReader'])
    expect(ids(await reader.fetch('*'))).toEqual(['drafts.post-1', 'post-1', 'post-2'])
    expect(await reader.fetch('count(*)')).toBe(3)
    expect(await reader.fetch('*[_type == "secret"]')).toEqual([])
    expect(await reader.fetch('*[_id == "secret-1"]')).toEqual([])
    expect(await reader.fetch('*[_id in ["secret-1", "post-2"]]._id')).toEqual(['post-2'])
    expect(await reader.fetch('*[references("author-1")]._id')).toEqual(['post-2'])
    expect(
      await reader.fetch('{"secrets": count(*[_type == "secret"]), "posts": count(*[_type == "post"])}'),
    ).toEqual({
      secrets: 0,
      posts: 3,
    })
    expect(await reader.fetch('*[_id == "post-2"][0]{"author": author->name}')).toEqual({author: null})
    const published = clientFor(['postReader'], 'published')
    expect(ids(await published.fetch('*'))).toEqual(['post-1', 'post-2'])
    const drafts = clientFor(['postReader'], 'drafts')
    expect(await drafts.fetch('*[_id == "post-1"][0].title')).toBe('First (draft)')
    expect(await drafts.fetch('*[_id == "secret-1"]')).toEqual([])
  })

  test('doc omits other documents with reason "permission" (the availability check of spec 002)', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/doc/test/post-1,secret-1,missing', {
      token: tokenFor(['postReader']),
    })
    expect(response.status).toBe(200)
    const body = response.body as {documents: {_id: string}[]; omitted: unknown[]}
    expect(body.documents.map((doc) => doc._id)).toEqual(['post-1'])
    expect(body.omitted).toEqual([
      {id: 'secret-1', reason: 'permission'},
      {id: 'missing', reason: 'existence'},
    ])
    expect(await clientFor(['postReader']).getDocument('secret-1')).toBeUndefined()
  })

  test('a query sees a write at once (the readable set follows the dataset)', async () => {
    const reader = clientFor(['postReader'])
    expect(await reader.fetch('count(*[_type == "post"])')).toBe(3)
    await admin.create({_id: 'post-fresh', _type: 'post'})
    expect(await reader.fetch('count(*[_type == "post"])')).toBe(4)
    await admin.delete('post-fresh')
    expect(await reader.fetch('count(*[_type == "post"])')).toBe(3)
  })

  test('listen sends only readable documents; moving in and out of the grants is appear and disappear', async () => {
    const reader = lakeClient(lake.url, {token: tokenFor(['postReader'])})
    const events = await collectEvents(reader, '*', {}, {includePreviousRevision: true})
    await admin.create({_id: 'hidden-1', _type: 'secret', title: 'never seen'})
    await admin.createOrReplace({_id: 'hidden-1', _type: 'post', title: 'now a post'})
    await admin.createOrReplace({_id: 'hidden-1', _type: 'secret', title: 'secret again'})
    await admin.create({_id: 'post-3', _type: 'post', title: 'Third'})
    await events.until((all) => all.some((event) => event.documentId === 'post-3'))
    events.stop()
    const mutations = events.mutations().map((event) => ({
      id: event.documentId,
      transition: event.transition,
      result: (event.result as {title?: string} | undefined)?.title,
      previous: (event.previous as {title?: string} | null | undefined)?.title,
      mutations: event.mutations,
    }))
    expect(mutations).toEqual([
      {id: 'hidden-1', transition: 'appear', result: 'now a post', previous: undefined, mutations: []},
      {id: 'hidden-1', transition: 'disappear', result: undefined, previous: 'now a post', mutations: []},
      {
        id: 'post-3',
        transition: 'appear',
        result: 'Third',
        previous: undefined,
        mutations: expect.any(Array),
      },
    ])
    expect(JSON.stringify(events.events)).not.toContain('never seen')
    expect(JSON.stringify(events.events)).not.toContain('secret again')
    await admin.delete('hidden-1')
    await admin.delete('post-3')
  })

  test('history lines list only the requested documents and their mutations', async () => {
    const {transactionId} = await admin
      .transaction()
      .patch('post-1', (patch) => patch.set({title: 'First, revised'}))
      .patch('secret-1', (patch) => patch.set({title: 'Revised secret'}))
      .commit()
    const read = async (token?: string) => {
      const response = await request(
        lake.url,
        '/v2025-02-19/data/history/test/transactions/post-1?reverse=true&limit=1',
        {
          token,
        },
      )
      expect(response.status).toBe(200)
      return JSON.parse(response.text.split('\n')[0]) as HistoryTransaction
    }
    const full = await read()
    expect(full.id).toBe(transactionId)
    expect(full.documentIDs.sort()).toEqual(['post-1', 'secret-1'])
    expect(full.mutations).toHaveLength(2)
    const partial = await read(tokenFor(['postReader']))
    expect(partial.id).toBe(transactionId)
    expect(partial.documentIDs).toEqual(['post-1'])
    expect(partial.mutations).toEqual([{patch: {id: 'post-1', set: {title: 'First, revised'}}}])
    expect(JSON.stringify(partial)).not.toContain('Revised secret')
  })

  test('history of a deleted document is judged on its last version', async () => {
    await admin.create({_id: 'gone-secret', _type: 'secret'})
    await admin.delete('gone-secret')
    const response = await request(
      lake.url,
      '/v2025-02-19/data/history/test/documents/gone-secret?lastRevision=true',
      {
        token: tokenFor(['postReader']),
      },
    )
    expect(response.status).toBe(403)
    expect((response.body as {message: string}).message).toBe(
      'Permission denied: not allowed to read the history of document "gone-secret" (requires "history")',
    )
    const never = await request(lake.url, '/v2025-02-19/data/history/test/transactions/never-existed', {
      token: tokenFor(['postReader']),
    })
    expect(never.status).toBe(200)
    expect(never.text).toBe('')
  })
})

describe('grants that depend on the caller', () => {
  test('identity() in a filter: each caller reads and updates only their own documents', async () => {
    const first = lake.lake.kernel.tokens.createRobotToken({roles: ['owner']})
    const second = lake.lake.kernel.tokens.createRobotToken({roles: ['owner']})
    await admin
      .transaction()
      .create({_id: 'own-1', _type: 'note', owner: first.id})
      .create({_id: 'own-2', _type: 'note', owner: second.id})
      .commit()
    const firstClient = lakeClient(lake.url, {token: first.token, perspective: 'raw'})
    const secondClient = lakeClient(lake.url, {token: second.token, perspective: 'raw'})
    expect(await firstClient.fetch('*._id')).toEqual(['own-1'])
    expect(await secondClient.fetch('*._id')).toEqual(['own-2'])
    await firstClient.patch('own-1').set({text: 'mine'}).commit()
    // A document the caller may not read is as if it did not exist (issue 12).
    const error = await clientError(firstClient.patch('own-2').set({text: 'yours?'}).commit(), 404)
    expect(error.message).toBe('Cannot patch document "own-2": it does not exist')
  })
})

describe('callers without grants', () => {
  const dataCalls: [string, string, unknown?][] = [
    ['GET', '/data/query/test?query=*'],
    ['POST', '/data/query/test', {query: '*'}],
    ['GET', '/data/doc/test/post-1'],
    ['POST', '/data/mutate/test', {mutations: [{create: {_type: 'post'}}]}],
    ['POST', '/data/actions/test', {actions: []}],
    ['GET', '/data/listen/test?query=*'],
    ['GET', '/data/history/test/transactions/post-1'],
    ['GET', '/data/history/test/documents/post-1?lastRevision=true'],
  ]

  test.each([
    [[], 'none'],
    [['ghost'], 'ghost'],
    [['ghost', 'phantom'], 'ghost, phantom'],
  ])('roles %j: every data call is 403, the acl is empty', async (roles, listed) => {
    const token = tokenFor(roles)
    for (const [method, path, body] of dataCalls) {
      const response = await request(lake.url, `/v2025-02-19${path}`, {method, body, token})
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(response.body).toEqual({
        error: {
          type: 'insufficientPermissionsError',
          description: `Permission denied: no document grants (roles: ${listed})`,
        },
        message: `Permission denied: no document grants (roles: ${listed})`,
        statusCode: 403,
      })
    }
    const acl = await request(lake.url, '/v2025-02-19/projects/local/datasets/test/acl', {token})
    expect(acl.status).toBe(200)
    expect(acl.body).toEqual([])
  })

  test('an unknown role next to a known one adds nothing', async () => {
    const viewer = lakeClient(lake.url, {token: tokenFor(['viewer', 'ghost']), perspective: 'raw'})
    expect(await viewer.fetch('count(*[_id == "post-1"])')).toBe(1)
    const error = await clientError(viewer.create({_type: 'post', _id: 'ghostly'}), 403)
    expect(error.message).toBe(
      'Permission denied: not allowed to create document "ghostly" (requires "create")',
    )
  })

  const everyDataEndpoint = [...dataCalls, ['GET', '/projects/local/datasets/test/acl'] as [string, string]]

  test.each([
    ['a forged token', () => 'tkthis-token-was-never-issued-by-the-lake-0000000000'],
    ['an expired token', () => tokenFor(['administrator'], new Date(Date.now() - 1000).toISOString())],
    [
      'a revoked token',
      () => {
        const created = lake.lake.kernel.tokens.createRobotToken({roles: ['administrator']})
        lake.lake.kernel.tokens.revoke(created.id)
        return created.token
      },
    ],
  ])('%s: 401 on every data endpoint, nothing written', async (_label, makeToken) => {
    const token = makeToken()
    const before = await datasetSnapshot(admin)
    for (const [method, path, body] of everyDataEndpoint) {
      const response = await request(lake.url, `/v2025-02-19${path}`, {method, body, token})
      expect(response.status, `${method} ${path}`).toBe(401)
      expect((response.body as {message: string}).message).toBe(
        'Invalid or expired token: sign in again or create a new token',
      )
    }
    expect(await datasetSnapshot(admin)).toEqual(before)
  })

  test('no credentials: 401 on every data endpoint', async () => {
    for (const [method, path, body] of everyDataEndpoint) {
      const response = await request(lake.url, `/v2025-02-19${path}`, {method, body, token: null})
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })
})
