import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHistoryStore} from '../../src/history/index.js'
import {recordingProxy, startLake, type StartedLake} from '../support/lake.js'

let lake: StartedLake

beforeAll(async () => {
  lake = await startLake()
})
afterAll(() => lake.stop())

describe('restore', () => {
  it('restores a revision, stripping references to documents deleted since', async () => {
    const client = lake.client()
    await client.createOrReplace({_id: 'author-b', _type: 'author', name: 'B'})
    await client.createOrReplace({_id: 'author-c', _type: 'author', name: 'C'})
    await client.createOrReplace({_id: 'drafts.draft-only', _type: 'author', name: 'Draft only'})
    const original = await client.create({
      _id: 'drafts.essay',
      _type: 'essay',
      title: 'Essay',
      author: {_type: 'reference', _ref: 'author-b'},
      related: [
        {_key: 'k1', _type: 'reference', _ref: 'author-b'},
        {_key: 'k2', _type: 'reference', _ref: 'author-c'},
      ],
      pending: {_type: 'reference', _ref: 'draft-only', _weak: true},
      dangling: {_type: 'reference', _ref: 'never-existed', _weak: true},
      nested: {deep: [{_key: 'n1', see: {_type: 'reference', _ref: 'author-b'}}]},
    })
    const revision = original._rev
    // Move every reference to B away, so B can be deleted (a strong reference would prevent it).
    await client
      .patch('drafts.essay')
      .set({author: {_type: 'reference', _ref: 'author-c'}, related: [], nested: {}})
      .commit()
    await client.delete('author-b')

    // Written back as it was, the old version would be refused.
    const {_updatedAt: _u, _rev: _r, ...asItWas} = original
    await expect(client.createOrReplace(asItWas)).rejects.toThrow(
      /Document "drafts.essay" references non-existent document "author-b"/,
    )

    const proxy = await recordingProxy(lake.lake)
    const store = createHistoryStore({client: lake.client({url: proxy.url})})
    try {
      const result = await store.restore('essay', revision)
      const restored = await client.getDocument('drafts.essay')
      expect(restored).toMatchObject({
        _id: 'drafts.essay',
        _type: 'essay',
        _rev: result.transactionId,
        title: 'Essay',
        related: [{_key: 'k2', _type: 'reference', _ref: 'author-c'}],
        pending: {_type: 'reference', _ref: 'draft-only', _weak: true},
        nested: {deep: [{_key: 'n1'}]},
      })
      expect(restored).not.toHaveProperty('author')
      expect(restored).not.toHaveProperty('dangling')
      expect(restored).not.toHaveProperty('nested.deep.0.see')
      expect(result.document).not.toHaveProperty('_updatedAt')
      expect(Date.parse(restored!._updatedAt)).toBeGreaterThan(Date.parse(original._updatedAt))

      const mutate = proxy.requests.find((request) => request.path.includes('/data/mutate/'))
      expect(mutate?.query.get('visibility')).toBe('async')
      expect(mutate?.query.get('tag')).toBe('document.restore')
    } finally {
      store.dispose()
      await proxy.close()
    }
  })

  it('restores a live-edit document into its published id', async () => {
    const client = lake.client()
    const first = await client.create({_id: 'live-doc', _type: 'setting', value: 1})
    await client.patch('live-doc').set({value: 2}).commit()
    const store = createHistoryStore({client})
    try {
      await store.restore('live-doc', first._rev, {liveEdit: true})
      expect(await client.getDocument('live-doc')).toMatchObject({value: 1})
      expect(await client.getDocument('drafts.live-doc')).toBeUndefined()
    } finally {
      store.dispose()
    }
  })

  it('says which document and revision it could not find', async () => {
    const store = createHistoryStore({client: lake.client()})
    try {
      await expect(store.restore('essay', 'no-such-revision')).rejects.toThrow(
        new Error('Unable to find document with ID essay at revision no-such-revision'),
      )
    } finally {
      store.dispose()
    }
  })
})
