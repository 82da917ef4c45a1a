import type {SanityClient, SanityDocument} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient
let a: SanityDocument
let b: SanityDocument
let draft: SanityDocument

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
  a = await client.create({_id: 'a', _type: 'post', title: 'A'})
  b = await client.create({_id: 'b', _type: 'post', title: 'B', body: [{_key: 'k', text: 'x'}]})
  draft = await client.create({_id: 'drafts.a', _type: 'post', title: 'A (draft)'})
})

afterAll(() => lake.stop())

describe('getDocument', () => {
  test('returns the stored document, drafts included', async () => {
    expect(await client.getDocument('a')).toEqual(a)
    expect(await client.getDocument('drafts.a')).toEqual(draft)
  })

  test('returns undefined for a missing document', async () => {
    expect(await client.getDocument('missing')).toBeUndefined()
  })

  test('reflects the latest write', async () => {
    const patched = await client.patch('b').set({title: 'B2'}).commit()
    expect(await client.getDocument('b')).toEqual(patched)
    await client.createOrReplace(b)
  })
})

describe('getDocuments', () => {
  test('returns documents in the order asked, with null in place of a missing one', async () => {
    const docs = await client.getDocuments(['b', 'missing', 'a'])
    expect(docs).toEqual([expect.objectContaining({_id: 'b', title: 'B'}), null, a])
  })
})

describe('GET /data/doc', () => {
  test('lists the found documents and the omitted ids with their reason', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/doc/test/a,missing')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.body).toEqual({documents: [a], omitted: [{id: 'missing', reason: 'existence'}]})
  })

  test('a document that does not exist in another dataset is omitted there', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/doc/other/a')
    expect(response.body).toEqual({documents: [], omitted: [{id: 'a', reason: 'existence'}]})
  })

  test('a deleted document is omitted', async () => {
    await client.create({_id: 'gone', _type: 'post'})
    await client.delete('gone')
    const response = await request(lake.url, '/v2025-02-19/data/doc/test/gone,a')
    expect(response.body).toEqual({documents: [a], omitted: [{id: 'gone', reason: 'existence'}]})
    expect(await client.getDocument('gone')).toBeUndefined()
  })
})
