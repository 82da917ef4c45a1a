import type {SanityDocument} from '@tessera/types'
import {firstValueFrom, of} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  MISSING_PROJECT_OR_DATASET,
  createGrantsStore,
  type DocumentOperationName,
  type DocumentPairForPermissions,
  type GrantsStore,
} from '../../src/grants/index.js'
import {attemptOnLake} from './operation-attempts.js'
import {DATASET, PROJECT_ID, recordingProxy, startTestLake, type TestLake} from './lake.js'

let lake: TestLake
const docs: Record<string, SanityDocument> = {}

async function put(document: {_id: string; _type: string; [field: string]: unknown}) {
  docs[document._id] = (await lake.client(lake.adminToken).createOrReplace(document)) as SanityDocument
}

function pair(id: string, options: {type?: string; liveEdit?: boolean} = {}): DocumentPairForPermissions {
  return {
    publishedId: id,
    type: options.type ?? 'post',
    draft: docs[`drafts.${id}`] ?? null,
    published: docs[id] ?? null,
    liveEdit: options.liveEdit ?? false,
  }
}

function storeFor(token: string, extra: {identity?: string; debugRoles?: string[]} = {}): GrantsStore {
  return createGrantsStore({
    client: lake.client(token),
    projectId: PROJECT_ID,
    dataset: DATASET,
    identity: extra.identity,
    debugRoles$: extra.debugRoles ? of(extra.debugRoles) : undefined,
  })
}

async function reasonOf(
  store: GrantsStore,
  operation: DocumentOperationName,
  documents: DocumentPairForPermissions,
) {
  const result = await firstValueFrom(store.checkOperationPermission(operation, documents))
  return result.granted ? 'granted' : result.reason
}

const NO_UPDATE = 'No grant gives "update" on this document'
const NO_CREATE = 'No grant gives "create" on this document'

beforeAll(async () => {
  lake = await startTestLake({
    roles: {
      owner: {
        title: 'Owner',
        grants: [{filter: 'ownerId == identity()', permissions: ['read', 'create', 'update']}],
      },
    },
  })
  await put({_id: 'both', _type: 'post', title: 'Published'})
  await put({_id: 'drafts.both', _type: 'post', title: 'Draft'})
  await put({_id: 'drafts.draft-only', _type: 'post', title: 'Draft only'})
  await put({_id: 'published-only', _type: 'post', title: 'Published only'})
  await put({_id: 'live', _type: 'liveThing', title: 'Live'})
})

afterAll(() => lake.stop())

// Every operation on every document state the lake's roles can be asked about.
const CASES: [DocumentOperationName, string, {liveEdit?: boolean; type?: string}][] = [
  ['create', 'new-post', {}],
  ['update', 'both', {}],
  ['update', 'published-only', {}],
  ['delete', 'both', {}],
  ['discardDraft', 'both', {}],
  ['publish', 'both', {}],
  ['publish', 'draft-only', {}],
  ['unpublish', 'both', {}],
  ['unpublish', 'published-only', {}],
  ['duplicate', 'both', {}],
  ['update', 'live', {liveEdit: true, type: 'liveThing'}],
  ['delete', 'live', {liveEdit: true, type: 'liveThing'}],
  ['create', 'new-live', {liveEdit: true, type: 'liveThing'}],
]

describe('grants from the lake acl', () => {
  it.each([
    [
      'contributor',
      {
        'create new-post': 'granted',
        'update both': 'granted',
        'update published-only': 'granted',
        'delete both': `Unable to delete: not allowed to delete the published document: ${NO_UPDATE}`,
        'discardDraft both': 'granted',
        'publish both': `Unable to publish: not allowed to replace the published document: ${NO_UPDATE}`,
        'publish draft-only': `Unable to publish: not allowed to create the published document: ${NO_CREATE}`,
        'unpublish both': `Unable to unpublish: not allowed to delete the published document: ${NO_UPDATE}`,
        'unpublish published-only': `Unable to unpublish: not allowed to delete the published document: ${NO_UPDATE}`,
        'duplicate both': 'granted',
        'update live': `Unable to update: not allowed to update the document: ${NO_UPDATE}`,
        'delete live': `Unable to delete: not allowed to delete the document: ${NO_UPDATE}`,
        'create new-live': `Unable to create: not allowed to create the document: ${NO_CREATE}`,
      },
    ],
    [
      'viewer',
      {
        'create new-post': `Unable to create: not allowed to create the draft: ${NO_CREATE}`,
        'update both': `Unable to update: not allowed to update the draft: ${NO_UPDATE}`,
        'update published-only': `Unable to update: not allowed to create the draft: ${NO_CREATE}`,
        'delete both': `Unable to delete: not allowed to delete the draft: ${NO_UPDATE}; not allowed to delete the published document: ${NO_UPDATE}`,
        'discardDraft both': `Unable to discardDraft: not allowed to delete the draft: ${NO_UPDATE}`,
        'publish both': `Unable to publish: not allowed to delete the draft: ${NO_UPDATE}; not allowed to replace the published document: ${NO_UPDATE}`,
        'publish draft-only': `Unable to publish: not allowed to delete the draft: ${NO_UPDATE}; not allowed to create the published document: ${NO_CREATE}`,
        'unpublish both': `Unable to unpublish: not allowed to delete the published document: ${NO_UPDATE}`,
        'unpublish published-only': `Unable to unpublish: not allowed to delete the published document: ${NO_UPDATE}; not allowed to create the draft: ${NO_CREATE}`,
        'duplicate both': `Unable to duplicate: not allowed to create the duplicate: ${NO_CREATE}`,
        'update live': `Unable to update: not allowed to update the document: ${NO_UPDATE}`,
        'delete live': `Unable to delete: not allowed to delete the document: ${NO_UPDATE}`,
        'create new-live': `Unable to create: not allowed to create the document: ${NO_CREATE}`,
      },
    ],
  ])('%s: the denial messages of every operation', async (role, expected) => {
    const store = storeFor(lake.tokenFor([role]))
    const actual: Record<string, string> = {}
    for (const [operation, id, options] of CASES) {
      actual[`${operation} ${id}`] = await reasonOf(store, operation, pair(id, options))
    }
    expect(actual).toEqual(expected)
    store.dispose()
  })

  it('an editor may do everything', async () => {
    const store = storeFor(lake.tokenFor(['editor']))
    for (const [operation, id, options] of CASES) {
      expect(await reasonOf(store, operation, pair(id, options))).toBe('granted')
    }
  })

  it("a caller without roles gets 'No document grants'", async () => {
    const store = storeFor(lake.tokenFor([]))
    expect(await firstValueFrom(store.grants$)).toEqual([])
    expect(await reasonOf(store, 'update', pair('both'))).toBe(
      'Unable to update: not allowed to update the draft: No document grants',
    )
    expect(await firstValueFrom(store.checkDocumentPermission('read', docs.both))).toEqual({
      granted: false,
      reason: 'No document grants',
    })
  })

  it.each(['contributor', 'viewer', 'editor', 'owner'])(
    '%s: every predicted outcome is what the lake does',
    async (role) => {
      const token = lake.tokenFor([role])
      const store = storeFor(token)
      for (const [operation, id, options] of CASES) {
        const documents = pair(id, options)
        const predicted = (await firstValueFrom(store.checkOperationPermission(operation, documents))).granted
        const status = await attemptOnLake(lake.client(token), operation, documents)
        // The lake refuses with 403, or 404 for a document the caller may not even read (it answers
        // exactly like a missing one, issue 12).
        const outcome = status === 200 ? 'done' : status === 403 || status === 404 ? 'refused' : status
        expect({operation, id, outcome}).toEqual({operation, id, outcome: predicted ? 'done' : 'refused'})
      }
    },
  )

  it('evaluates filters that use identity() as the current user', async () => {
    const {id: tokenId, token} = lake.lake.kernel.tokens.createRobotToken({roles: ['owner']})
    await put({_id: 'drafts.mine', _type: 'post', ownerId: tokenId})
    await put({_id: 'drafts.theirs', _type: 'post', ownerId: 'someone-else'})
    const store = storeFor(token, {identity: tokenId})
    expect(await firstValueFrom(store.checkDocumentPermission('update', docs['drafts.mine']))).toEqual({
      granted: true,
      reason: 'Matching grant',
    })
    expect(await reasonOf(store, 'update', pair('theirs'))).toBe(
      `Unable to update: not allowed to update the draft: ${NO_UPDATE}`,
    )
    expect(await attemptOnLake(lake.client(token), 'update', pair('mine'))).toBe(200)
    // Someone else's draft is not readable for the owner role: the lake answers as if it were missing.
    expect(await attemptOnLake(lake.client(token), 'update', pair('theirs'))).toBe(404)
  })

  it('shares one acl request among callers within a second, then asks again', async () => {
    const proxy = await recordingProxy(lake.lake)
    try {
      const store = createGrantsStore({
        client: lake.client(lake.adminToken, proxy.url),
        projectId: PROJECT_ID,
        dataset: DATASET,
      })
      const aclRequests = () => proxy.requests.filter((request) => request.path.endsWith('/acl'))
      const [first, second] = await Promise.all([
        firstValueFrom(store.grants$),
        firstValueFrom(store.grants$),
      ])
      expect(first).toEqual([
        {filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']},
      ])
      expect(second).toEqual(first)
      await firstValueFrom(store.checkDocumentPermission('read', docs.both))
      expect(aclRequests()).toHaveLength(1)
      expect(aclRequests()[0].path).toBe(`/v2021-06-07/projects/${PROJECT_ID}/datasets/${DATASET}/acl`)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await firstValueFrom(store.grants$)
      expect(aclRequests()).toHaveLength(2)
      // Another store (another workspace) has its own cache.
      const other = createGrantsStore({
        client: lake.client(lake.adminToken, proxy.url),
        projectId: PROJECT_ID,
        dataset: DATASET,
      })
      await firstValueFrom(other.grants$)
      expect(aclRequests()).toHaveLength(3)
    } finally {
      await proxy.close()
    }
  })

  it("fails with 'Missing projectId or dataset' without them", async () => {
    const store = createGrantsStore({
      client: lake.client(lake.adminToken),
      projectId: PROJECT_ID,
      dataset: '',
    })
    await expect(firstValueFrom(store.grants$)).rejects.toThrow(MISSING_PROJECT_OR_DATASET)
    const noProject = createGrantsStore({
      client: lake.client(lake.adminToken),
      projectId: '',
      dataset: DATASET,
    })
    await expect(firstValueFrom(noProject.checkDocumentPermission('read', docs.both))).rejects.toThrow(
      'Missing projectId or dataset',
    )
  })
})

describe('debug roles', () => {
  it('replace the acl without asking the lake, and match the lake roles of the same name', async () => {
    const proxy = await recordingProxy(lake.lake)
    try {
      for (const role of ['contributor', 'viewer', 'editor']) {
        const fromAcl = storeFor(lake.tokenFor([role]))
        const fromDebug = createGrantsStore({
          client: lake.client(lake.adminToken, proxy.url),
          projectId: PROJECT_ID,
          dataset: DATASET,
          debugRoles$: of([role]),
        })
        for (const [operation, id, options] of CASES) {
          expect(await reasonOf(fromDebug, operation, pair(id, options))).toBe(
            await reasonOf(fromAcl, operation, pair(id, options)),
          )
        }
      }
      expect(proxy.requests).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it('the admin token with a debug viewer role is denied what a viewer is denied', async () => {
    const store = storeFor(lake.adminToken, {debugRoles: ['viewer']})
    expect(await reasonOf(store, 'publish', pair('both'))).toBe(
      `Unable to publish: not allowed to delete the draft: ${NO_UPDATE}; not allowed to replace the published document: ${NO_UPDATE}`,
    )
  })
})
