import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {Kernels} from './helpers/kernel.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'

let lake: TestLake
let proxy: LakeProxy
let kernels: Kernels

beforeAll(async () => {
  lake = await startTestLake()
  proxy = await startProxy(lake.url)
  kernels = new Kernels(lake)
})
afterEach(() => kernels.releaseAll())
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

describe('restore', () => {
  it('restores a revision into the draft, stripping references to documents deleted since', async () => {
    const client = lake.client()
    await client
      .transaction()
      .create({_id: 'gone-author', _type: 'author', name: 'Gone'})
      .create({_id: 'kept-author', _type: 'author', name: 'Kept'})
      .create({_id: 'gone-tag', _type: 'tag'})
      .create({_id: 'drafts.draft-only', _type: 'author', name: 'Draft only'})
      .commit()
    const {_rev: revision} = await client.create({
      _id: 'restorable',
      _type: 'article',
      title: 'As it was',
      author: {_type: 'reference', _ref: 'gone-author'},
      editor: {_type: 'reference', _ref: 'kept-author'},
      reviewer: {_type: 'reference', _ref: 'draft-only', _weak: true},
      tags: [
        {_key: 'a', _type: 'reference', _ref: 'gone-tag'},
        {_key: 'b', _type: 'reference', _ref: 'kept-author'},
      ],
      meta: {source: {_type: 'reference', _ref: 'gone-author'}, note: 'nested'},
    })
    // Later: the references go, and the documents they pointed to are deleted.
    await client.patch('restorable').set({title: 'Changed'}).unset(['author', 'tags', 'meta']).commit()
    await client.transaction().delete('gone-author').delete('gone-tag').commit()

    const handle = await kernels.open(kernels.store({apiHost: proxy.url}), 'restorable', 'article')
    await handle.getOperations().restore.execute(revision)

    const draft = await client.getDocument('drafts.restorable')
    expect(draft).toMatchObject({
      title: 'As it was',
      editor: {_type: 'reference', _ref: 'kept-author'},
      reviewer: {_type: 'reference', _ref: 'draft-only', _weak: true},
      tags: [{_key: 'b', _type: 'reference', _ref: 'kept-author'}],
      meta: {note: 'nested'},
    })
    expect(draft).not.toHaveProperty('author')
    expect(draft?.meta).not.toHaveProperty('source')
    expect(handle.getEditState().draft).toMatchObject({title: 'As it was'})
    expect(await client.getDocument('restorable')).toMatchObject({title: 'Changed'})
    const write = proxy.requestsTo('/data/mutate/').at(-1)!
    expect(write.tag).toBe('document.restore')
    expect(JSON.parse(write.body).mutations[0].createOrReplace).not.toHaveProperty('_updatedAt')
  })

  it('restores into the published document for a live-edit type', async () => {
    const {_rev: revision} = await lake.client().create({_id: 'live-r', _type: 'liveSetting', value: 1})
    await lake.client().patch('live-r').set({value: 2}).commit()
    const handle = await kernels.open(kernels.store({apiHost: proxy.url}), 'live-r', 'liveSetting')
    await handle.getOperations().restore.execute(revision)
    expect(await lake.client().getDocument('live-r')).toMatchObject({value: 1})
    expect(await lake.client().getDocument('drafts.live-r')).toBeUndefined()
  })

  it('rejects a revision the document never had', async () => {
    await lake.client().create({_id: 'no-such-rev', _type: 'article'})
    const handle = await kernels.open(kernels.store({apiHost: proxy.url}), 'no-such-rev', 'article')
    await expect(handle.getOperations().restore.execute('nope')).rejects.toThrow(
      'Unable to find document with ID no-such-rev at revision nope',
    )
  })

  it('uses an injected fetch for documents at a revision', async () => {
    await lake.client().create({_id: 'injected', _type: 'article', title: 'Now'})
    const asked: [string, string][] = []
    const store = kernels.store({
      apiHost: proxy.url,
      fetchDocumentAtRevision: async (id, revision) => {
        asked.push([id, revision])
        return {
          _id: id,
          _type: 'article',
          _rev: revision,
          title: 'From history',
          _createdAt: '2020-01-01T00:00:00Z',
          _updatedAt: '2020-01-01T00:00:00Z',
        }
      },
    })
    const handle = await kernels.open(store, 'injected', 'article')
    await handle.getOperations().restore.execute('r1')
    expect(asked).toEqual([['injected', 'r1']])
    expect(await lake.client().getDocument('drafts.injected')).toMatchObject({title: 'From history'})
  })
})
