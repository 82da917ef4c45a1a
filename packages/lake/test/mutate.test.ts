import type {SanityClient, SanityDocument} from '@sanity/client'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientError} from './helpers/client-error.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

const GENERATED_ID = /^[A-Za-z0-9]{22}$/

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
})

afterAll(() => lake.stop())

/** Writes a document with exactly these fields (replacing any earlier one) and returns it as stored. */
function fresh(id: string, fields: Record<string, unknown> = {}): Promise<SanityDocument> {
  return client.createOrReplace({_id: id, _type: 'post', ...fields})
}

describe('create', () => {
  test('generates an id when _id is absent and stores the document under it', async () => {
    const first = await client.create({_type: 'post', title: 'Hello'})
    const second = await client.create({_type: 'post', title: 'Hello'})
    expect(first._id).toMatch(GENERATED_ID)
    expect(second._id).toMatch(GENERATED_ID)
    expect(second._id).not.toBe(first._id)
    expect(await client.getDocument(first._id)).toEqual(first)
    expect(first).toMatchObject({_type: 'post', title: 'Hello'})
  })

  test('an _id of "drafts." creates a draft with a generated id', async () => {
    const draft = await client.create({_id: 'drafts.', _type: 'post', title: 'Draft'})
    expect(draft._id).toMatch(/^drafts\.[A-Za-z0-9]{22}$/)
    expect(await client.getDocument(draft._id)).toEqual(draft)
  })

  test('fails with 409 when the id is taken, leaving the existing document alone', async () => {
    const existing = await client.create({_id: 'create-taken', _type: 'post', title: 'First'})
    const error = await clientError(client.create({_id: 'create-taken', _type: 'post', title: 'Second'}), 409)
    expect(error.message).toContain('create-taken')
    expect(await client.getDocument('create-taken')).toEqual(existing)
  })

  test('the server sets _createdAt, _updatedAt and _rev, ignoring what the caller sent', async () => {
    const before = Date.now()
    const result = await client.mutate(
      [
        {
          create: {
            _id: 'server-fields',
            _type: 'post',
            _rev: 'made-up',
            _updatedAt: '2000-01-01T00:00:00.000Z',
          },
        },
      ],
      {returnDocuments: false},
    )
    const created = (await client.getDocument('server-fields'))!
    expect(created._rev).toBe(result.transactionId)
    expect(created._createdAt).toBe(created._updatedAt)
    expect(Date.parse(created._updatedAt)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(created._updatedAt)).toBeLessThan(Date.now() + 1_000)

    const patched = await client.patch('server-fields').set({title: 'Later'}).commit()
    expect(patched._rev).not.toBe(created._rev)
    expect(patched._createdAt).toBe(created._createdAt)
    expect(Date.parse(patched._updatedAt)).toBeGreaterThan(Date.parse(created._updatedAt))
  })
})

describe('createIfNotExists and createOrReplace', () => {
  test('createIfNotExists creates a missing document and leaves an existing one untouched', async () => {
    const created = await client.createIfNotExists({_id: 'cine', _type: 'post', title: 'Original'})
    expect(created).toMatchObject({_id: 'cine', title: 'Original'})
    await client.createIfNotExists({_id: 'cine', _type: 'post', title: 'Replacement', extra: true})
    expect(await client.getDocument('cine')).toEqual(created)
  })

  test('createOrReplace replaces the content but keeps _createdAt', async () => {
    const original = await client.create({_id: 'cor', _type: 'post', title: 'Original', tags: ['a']})
    await new Promise((resolve) => setTimeout(resolve, 5))
    const replaced = await client.createOrReplace({_id: 'cor', _type: 'article', heading: 'New'})
    expect(replaced).toEqual({
      _id: 'cor',
      _type: 'article',
      heading: 'New',
      _createdAt: original._createdAt,
      _updatedAt: expect.any(String),
      _rev: expect.any(String),
    })
    expect(replaced._rev).not.toBe(original._rev)
    expect(Date.parse(replaced._updatedAt)).toBeGreaterThan(Date.parse(original._updatedAt))
    expect(await client.getDocument('cor')).toEqual(replaced)
  })
})

describe('delete', () => {
  test('by id removes the document and reports it', async () => {
    await fresh('delete-me')
    const result = await client.delete('delete-me')
    expect(result.results).toEqual([expect.objectContaining({id: 'delete-me', operation: 'delete'})])
    expect(await client.getDocument('delete-me')).toBeUndefined()
  })

  test('by query removes exactly the matching documents', async () => {
    await client
      .transaction()
      .createOrReplace({_id: 'dq-1', _type: 'deletable', n: 1})
      .createOrReplace({_id: 'dq-2', _type: 'deletable', n: 2})
      .createOrReplace({_id: 'dq-3', _type: 'deletable', n: 3})
      .createOrReplace({_id: 'dq-other', _type: 'kept', n: 3})
      .commit()
    const result = await client.delete(
      {query: '*[_type == "deletable" && n >= $min]', params: {min: 2}},
      {returnFirst: false, returnDocuments: false},
    )
    expect(result.results.map((r) => r.id).sort()).toEqual(['dq-2', 'dq-3'])
    expect(await client.fetch('*[_id match "dq-*"] | order(_id asc)._id')).toEqual(['dq-1', 'dq-other'])
  })
})

describe('patch', () => {
  test('set writes top-level and nested paths', async () => {
    await fresh('p-set', {title: 'Old', meta: {keep: true}})
    const doc = await client.patch('p-set').set({title: 'New', 'meta.author': 'ann'}).commit()
    expect(doc).toMatchObject({title: 'New', meta: {keep: true, author: 'ann'}})
    expect(await client.getDocument('p-set')).toEqual(doc)
  })

  test('unset removes fields and array items', async () => {
    await fresh('p-unset', {title: 'T', meta: {keep: true, drop: 'x'}, tags: ['a', 'b', 'c']})
    const doc = await client.patch('p-unset').unset(['title', 'meta.drop', 'tags[0]']).commit()
    expect(doc.title).toBeUndefined()
    expect(doc.meta).toEqual({keep: true})
    expect(doc.tags).toEqual(['b', 'c'])
  })

  test('setIfMissing fills only absent fields', async () => {
    await fresh('p-missing', {title: 'Kept'})
    const doc = await client.patch('p-missing').setIfMissing({title: 'Ignored', subtitle: 'Added'}).commit()
    expect(doc).toMatchObject({title: 'Kept', subtitle: 'Added'})
  })

  test('insert before, after and replace', async () => {
    await fresh('p-insert', {tags: ['a', 'b', 'c']})
    expect((await client.patch('p-insert').insert('before', 'tags[0]', ['start']).commit()).tags).toEqual([
      'start',
      'a',
      'b',
      'c',
    ])
    expect((await client.patch('p-insert').insert('after', 'tags[-1]', ['end']).commit()).tags).toEqual([
      'start',
      'a',
      'b',
      'c',
      'end',
    ])
    expect((await client.patch('p-insert').insert('replace', 'tags[2]', ['B1', 'B2']).commit()).tags).toEqual(
      ['start', 'a', 'B1', 'B2', 'c', 'end'],
    )
  })

  test('inc and dec change numbers', async () => {
    await fresh('p-numbers', {count: 10, stats: {views: 1}})
    const doc = await client.patch('p-numbers').inc({count: 5, 'stats.views': 1}).dec({count: 2}).commit()
    expect(doc).toMatchObject({count: 13, stats: {views: 2}})
  })

  test('diffMatchPatch applies a text patch', async () => {
    await fresh('p-dmp', {title: 'Hello world, this is a title'})
    const patch = stringifyPatches(
      makePatches('Hello world, this is a title', 'Hello brave new world, this is the title'),
    )
    const doc = await client.patch('p-dmp').diffMatchPatch({title: patch}).commit()
    expect(doc.title).toBe('Hello brave new world, this is the title')
  })

  test('key paths address array items by _key', async () => {
    await fresh('p-keys', {
      body: [
        {
          _key: 'a',
          _type: 'block',
          children: [
            {_key: 'a1', text: 'first'},
            {_key: 'a2', text: 'second'},
          ],
        },
        {_key: 'b', _type: 'block', children: [{_key: 'b1', text: 'other'}]},
      ],
    })
    const doc = await client
      .patch('p-keys')
      .set({'body[_key=="a"].children[0].text': 'changed'})
      .insert('after', 'body[_key=="a"].children[_key=="a2"]', [{_key: 'a3', text: 'third'}])
      .commit()
    expect(doc.body).toEqual([
      {
        _key: 'a',
        _type: 'block',
        children: [
          {_key: 'a1', text: 'changed'},
          {_key: 'a2', text: 'second'},
          {_key: 'a3', text: 'third'},
        ],
      },
      {_key: 'b', _type: 'block', children: [{_key: 'b1', text: 'other'}]},
    ])
    const removed = await client.patch('p-keys').unset(['body[_key=="b"]']).commit()
    expect((removed.body as {_key: string}[]).map((block) => block._key)).toEqual(['a'])
  })

  test('by query patches every matching document and nothing else', async () => {
    await client
      .transaction()
      .createOrReplace({_id: 'pq-1', _type: 'bulk', group: 'x'})
      .createOrReplace({_id: 'pq-2', _type: 'bulk', group: 'x'})
      .createOrReplace({_id: 'pq-3', _type: 'bulk', group: 'y'})
      .commit()
    const docs = await client
      .patch({query: '*[_type == "bulk" && group == $g]', params: {g: 'x'}})
      .set({touched: true})
      .commit({returnFirst: false, returnDocuments: true})
    expect(docs.map((doc) => doc._id).sort()).toEqual(['pq-1', 'pq-2'])
    expect(await client.fetch('*[_type == "bulk"] | order(_id asc){_id, touched}')).toEqual([
      {_id: 'pq-1', touched: true},
      {_id: 'pq-2', touched: true},
      {_id: 'pq-3', touched: null},
    ])
  })

  test('by query applies every operation to each matching document', async () => {
    const fields = {title: 'Hello world', count: 10, tags: ['a', 'b', 'c'], drop: true, group: 'all-ops'}
    await fresh('pq-ops-1', fields)
    await fresh('pq-ops-2', fields)
    const otherFields = {...fields, group: 'none'}
    await fresh('pq-ops-other', otherFields)
    const text = stringifyPatches(makePatches('Hello world', 'Hello there, world'))
    await client
      .patch({query: '*[group == $g]', params: {g: 'all-ops'}})
      .set({'meta.by': 'query'})
      .unset(['drop'])
      .setIfMissing({title: 'Ignored', subtitle: 'Added'})
      .inc({count: 3})
      .dec({count: 1})
      .diffMatchPatch({title: text})
      .commit({returnFirst: false, returnDocuments: true})
    await client
      .patch({query: '*[group == $g]', params: {g: 'all-ops'}})
      .insert('before', 'tags[0]', ['first'])
      .commit({returnFirst: false, returnDocuments: true})
    await client
      .patch({query: '*[group == $g]', params: {g: 'all-ops'}})
      .insert('after', 'tags[-1]', ['last'])
      .commit({returnFirst: false, returnDocuments: true})
    await client
      .patch({query: '*[group == $g]', params: {g: 'all-ops'}})
      .insert('replace', 'tags[2]', ['B'])
      .commit({returnFirst: false, returnDocuments: true})
    const expected = {
      title: 'Hello there, world',
      subtitle: 'Added',
      count: 12,
      tags: ['first', 'a', 'B', 'c', 'last'],
      meta: {by: 'query'},
      group: 'all-ops',
    }
    const [one, two, other] = await client.getDocuments(['pq-ops-1', 'pq-ops-2', 'pq-ops-other'])
    for (const doc of [one, two]) {
      expect(doc).toMatchObject(expected)
      expect(doc).not.toHaveProperty('drop')
    }
    expect(other).toMatchObject(otherFields)
  })

  test('an array of ids patches each document once, even when an id is repeated', async () => {
    await fresh('pa-1', {n: 0})
    await fresh('pa-2', {n: 0})
    await client.patch(['pa-1', 'pa-2', 'pa-1']).inc({n: 1}).commit()
    expect(await client.fetch('*[_id in ["pa-1", "pa-2"]] | order(_id asc).n')).toEqual([1, 1])
  })

  test('ifRevisionID: a matching revision applies the patch', async () => {
    const doc = await fresh('p-rev', {title: 'Before'})
    const patched = await client.patch('p-rev').ifRevisionId(doc._rev).set({title: 'After'}).commit()
    expect(patched.title).toBe('After')
  })

  test('ifRevisionID: a stale revision fails with 409 and changes nothing', async () => {
    const doc = await fresh('p-stale', {title: 'Before'})
    await client.patch('p-stale').set({title: 'Moved on'}).commit()
    const before = await datasetSnapshot(client)
    const error = await clientError(
      client.patch('p-stale').ifRevisionId(doc._rev).set({title: 'Lost update'}).commit(),
      409,
    )
    expect(error.message).toContain('p-stale')
    expect(await datasetSnapshot(client)).toEqual(before)
  })
})
