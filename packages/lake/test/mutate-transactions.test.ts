import type {SanityClient, SanityDocument} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientError} from './helpers/client-error.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

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

describe('transactions', () => {
  test('several documents commit together under one revision', async () => {
    await fresh('tx-base', {n: 1})
    const result = await client
      .transaction()
      .create({_id: 'tx-a', _type: 'post'})
      .create({_id: 'tx-b', _type: 'post'})
      .patch('tx-base', (patch) => patch.inc({n: 1}))
      .commit()
    expect(result.results).toEqual([
      {id: 'tx-a', operation: 'create'},
      {id: 'tx-b', operation: 'create'},
      {id: 'tx-base', operation: 'update'},
    ])
    const docs = await client.getDocuments(['tx-a', 'tx-b', 'tx-base'])
    expect(docs.map((doc) => doc?._rev)).toEqual([
      result.transactionId,
      result.transactionId,
      result.transactionId,
    ])
    expect(docs[2]?.n).toBe(2)
  })

  test('later mutations see earlier ones of the same transaction', async () => {
    await client
      .transaction()
      .create({_id: 'tx-chain', _type: 'post', n: 1})
      .patch('tx-chain', (patch) => patch.inc({n: 1}))
      .commit()
    expect((await client.getDocument('tx-chain'))?.n).toBe(2)
  })

  test('all or nothing: a failing second mutation leaves the first unapplied', async () => {
    await fresh('tx-kept', {n: 1})
    const before = await datasetSnapshot(client)
    await clientError(
      client
        .transaction()
        .create({_id: 'tx-never', _type: 'post'})
        .patch('tx-kept', (patch) => patch.inc({n: 1}))
        .patch('tx-missing', (patch) => patch.set({x: 1}))
        .commit(),
      404,
    )
    await clientError(
      client
        .transaction()
        .create({_id: 'tx-never', _type: 'post'})
        .create({_id: 'tx-kept', _type: 'post'})
        .commit(),
      409,
    )
    expect(await client.getDocument('tx-never')).toBeUndefined()
    expect(await datasetSnapshot(client)).toEqual(before)
  })

  test("a given transactionId is echoed and becomes the documents' _rev; reusing it fails", async () => {
    const result = await client
      .transaction()
      .create({_id: 'tx-named', _type: 'post'})
      .transactionId('my-transaction-1')
      .commit()
    expect(result.transactionId).toBe('my-transaction-1')
    expect((await client.getDocument('tx-named'))?._rev).toBe('my-transaction-1')
    await clientError(
      client.mutate([{create: {_id: 'tx-named-2', _type: 'post'}}], {transactionId: 'my-transaction-1'}),
      409,
    )
    expect(await client.getDocument('tx-named-2')).toBeUndefined()
  })
})

describe('response shapes', () => {
  test('client.create returns the stored document', async () => {
    const doc = await client.create({_id: 'shape-create', _type: 'post', title: 'T'})
    expect(doc).toEqual({
      _id: 'shape-create',
      _type: 'post',
      title: 'T',
      _rev: expect.any(String),
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    })
  })

  test('client.create with returnDocuments false returns the transaction and the id', async () => {
    const result = await client.create({_id: 'shape-ids', _type: 'post'}, {returnDocuments: false})
    expect(result).toEqual({
      transactionId: expect.any(String),
      results: [{id: 'shape-ids', operation: 'create'}],
      documentId: 'shape-ids',
    })
  })

  test('client.mutate returns ids without documents, or documents when asked', async () => {
    const ids = await client.mutate(
      [{create: {_id: 'shape-m1', _type: 'post'}}, {createIfNotExists: {_id: 'shape-m2', _type: 'post'}}],
      {returnDocuments: false},
    )
    expect(ids).toEqual({
      transactionId: expect.any(String),
      results: [
        {id: 'shape-m1', operation: 'create'},
        {id: 'shape-m2', operation: 'create'},
      ],
      documentIds: ['shape-m1', 'shape-m2'],
    })
    const docs = await client.mutate([{patch: {id: 'shape-m1', set: {n: 1}}}, {delete: {id: 'shape-m2'}}], {
      returnDocuments: true,
    })
    expect(docs).toEqual([
      expect.objectContaining({_id: 'shape-m1', n: 1}),
      expect.objectContaining({_id: 'shape-m2'}),
    ])
  })
})

describe('options', () => {
  test('dryRun reports the outcome but writes nothing', async () => {
    const before = await datasetSnapshot(client)
    const doc = await client.create({_id: 'dry', _type: 'post', title: 'Dry'}, {dryRun: true})
    expect(doc).toMatchObject({_id: 'dry', title: 'Dry'})
    await fresh('dry-patch', {n: 1})
    const patched = await client.patch('dry-patch').inc({n: 1}).commit({dryRun: true})
    expect(patched.n).toBe(2)
    expect(await client.getDocument('dry')).toBeUndefined()
    expect((await client.getDocument('dry-patch'))?.n).toBe(1)
    // A dry run leaves no transaction behind: its id is still free.
    const options = {transactionId: 'dry-run-id', returnDocuments: false} as const
    await client.mutate([{create: {_id: 'dry-2', _type: 'post'}}], {...options, dryRun: true})
    const real = await client.mutate([{create: {_id: 'dry-2', _type: 'post'}}], options)
    expect(real.transactionId).toBe('dry-run-id')
    expect((await datasetSnapshot(client)).length).toBe(before.length + 2)
  })

  test('autoGenerateArrayKeys gives array objects a _key and keeps given keys', async () => {
    const doc = await client.create(
      {
        _id: 'keys',
        _type: 'post',
        items: [{title: 'x'}, {_key: 'given', title: 'y'}],
        nested: {list: [{a: 1}]},
        plain: ['s', 1],
      },
      {autoGenerateArrayKeys: true},
    )
    const items = doc.items as unknown as {_key: string}[]
    expect(items[0]._key).toMatch(/^\w+$/)
    expect(items[1]._key).toBe('given')
    expect((doc.nested as unknown as {list: {_key: string}[]}).list[0]._key).toMatch(/^\w+$/)
    expect(doc.plain).toEqual(['s', 1])

    const patched = await client
      .patch('keys')
      .insert('after', 'items[-1]', [{title: 'z'}])
      .commit({autoGenerateArrayKeys: true})
    expect((patched.items as {_key?: string}[])[2]._key).toMatch(/^\w+$/)
    const unkeyed = await client
      .patch('keys')
      .insert('after', 'items[-1]', [{title: 'w'}])
      .commit()
    expect((unkeyed.items as {_key?: string}[])[3]._key).toBeUndefined()
  })
})

describe('strong references', () => {
  const ref = (id: string, weak = false) => ({_type: 'reference', _ref: id, ...(weak ? {_weak: true} : {})})

  test('a strong reference to a missing document fails with 409 naming both ids', async () => {
    const error = await clientError(
      client.create({_id: 'ref-source', _type: 'post', author: ref('ref-nobody')}),
      409,
    )
    expect(error.message).toContain('ref-source')
    expect(error.message).toContain('ref-nobody')
    expect(await client.getDocument('ref-source')).toBeUndefined()
  })

  test('a weak reference to a missing document is accepted', async () => {
    const doc = await client.create({_id: 'ref-weak', _type: 'post', author: ref('ref-nobody', true)})
    expect(doc.author).toEqual(ref('ref-nobody', true))
  })

  test('a reference to a document created in the same transaction is accepted', async () => {
    await client
      .transaction()
      .create({_id: 'ref-same-post', _type: 'post', author: ref('ref-same-author')})
      .create({_id: 'ref-same-author', _type: 'author'})
      .commit()
    expect(await client.getDocument('ref-same-post')).toBeDefined()
  })

  test('deleting a strongly referenced document fails naming the referrer', async () => {
    await client.create({_id: 'ref-author', _type: 'author'})
    await client.create({_id: 'ref-post', _type: 'post', author: ref('ref-author')})
    await client.create({_id: 'ref-weak-post', _type: 'post', author: ref('ref-author', true)})
    const error = await clientError(client.delete('ref-author'), 409)
    expect(error.message).toContain('ref-post')
    expect(error.message).not.toContain('ref-weak-post')
    expect(await client.getDocument('ref-author')).toBeDefined()
  })

  test('deleting the referrer and the target in one transaction succeeds', async () => {
    await client.create({_id: 'ref-pair-author', _type: 'author'})
    await client.create({_id: 'ref-pair-post', _type: 'post', author: ref('ref-pair-author')})
    await client.transaction().delete('ref-pair-author').delete('ref-pair-post').commit()
    expect(await client.getDocuments(['ref-pair-author', 'ref-pair-post'])).toEqual([null, null])
  })
})
