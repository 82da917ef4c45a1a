import type {Mutation, SanityClient} from '@sanity/client'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test} from 'vitest'
import {clientError, expectErrorBody} from './helpers/client-error.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient
let before: Record<string, unknown>[]

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
  await client
    .transaction()
    .create({_id: 'existing', _type: 'post', title: 'Existing', n: 1})
    .create({_id: 'other', _type: 'post', title: 'Other'})
    .commit()
})

afterAll(() => lake.stop())

// Every failing request below must leave the dataset exactly as it was.
beforeEach(async () => {
  before = await datasetSnapshot(client)
})

afterEach(async () => {
  expect(await datasetSnapshot(client)).toEqual(before)
})

const MUTATE = '/v2025-02-19/data/mutate/test'
const QUERY = '/v2025-02-19/data/query/test'

describe('request bodies', () => {
  test('malformed JSON is a 400', async () => {
    const response = await request(lake.url, MUTATE, {rawBody: '{"mutations": [{"create": '})
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expectErrorBody(response.body, 400)
  })

  test('a body that is not an object with mutations is a 400', async () => {
    expectErrorBody((await request(lake.url, MUTATE, {body: [1, 2]})).body, 400)
    expectErrorBody((await request(lake.url, MUTATE, {body: {mutations: []}})).body, 400)
  })

  test('an unknown mutation type is a 400', async () => {
    const mutations = [
      {create: {_id: 'not-created', _type: 'post'}},
      {frobnicate: {id: 'existing'}},
    ] as unknown as Mutation[]
    const error = await clientError(client.mutate(mutations), 400)
    expect(error.message).toContain('frobnicate')
    expectErrorBody(error.responseBody, 400)
  })

  test('an unknown patch operation is a 400', async () => {
    const mutations = [{patch: {id: 'existing', set: {n: 2}, explode: {n: 1}}}] as unknown as Mutation[]
    const error = await clientError(client.mutate(mutations), 400)
    expect(error.message).toContain('explode')
    expectErrorBody(error.responseBody, 400)
  })

  test('a body over the limit is a 413', async () => {
    const small = await startLake({limits: {maxBodyBytes: 1024}})
    try {
      const smallBefore = await datasetSnapshot(small.client)
      const error = await clientError(
        small.client.create({_id: 'big', _type: 'post', text: 'x'.repeat(2_000)}),
        413,
      )
      expectErrorBody(error.responseBody, 413)
      const raw = await request(small.url, '/v2025-02-19/data/mutate/test', {
        body: {mutations: [{create: {_id: 'big', _type: 'post', text: 'y'.repeat(5_000)}}]},
      })
      expect(raw.status).toBe(413)
      expectErrorBody(raw.body, 413)
      expect(await datasetSnapshot(small.client)).toEqual(smallBefore)
      // The lake keeps serving requests under the limit.
      expect(await small.client.create({_id: 'small', _type: 'post'})).toMatchObject({_id: 'small'})
    } finally {
      await small.stop()
    }
  })
})

describe('mutations that cannot apply', () => {
  test('a patch on a missing document is a 404', async () => {
    const error = await clientError(client.patch('does-not-exist').set({title: 'x'}).commit(), 404)
    expect(error.message).toContain('does-not-exist')
    expectErrorBody(error.responseBody, 404)
  })

  test('a revision mismatch is a 409', async () => {
    const error = await clientError(
      client.patch('existing').ifRevisionId('stale-revision').set({n: 5}).commit(),
      409,
    )
    expect(error.message).toContain('existing')
    expectErrorBody(error.responseBody, 409)
  })
})

describe('queries', () => {
  test('a GROQ syntax error is a 400 queryParseError the client formats', async () => {
    const query = '*[_type == "post" && ]'
    const error = await clientError(client.fetch(query), 400)
    const body = expectErrorBody(error.responseBody, 400)
    expect(body.error).toEqual({
      type: 'queryParseError',
      description: expect.any(String),
      query,
      start: expect.any(Number),
      end: expect.any(Number),
    })
    const {start, end} = body.error as {start: number; end: number}
    expect(start).toBeGreaterThanOrEqual(0)
    expect(end).toBeGreaterThanOrEqual(start)
    expect(end).toBeLessThanOrEqual(query.length)
    // The client shows a code frame: the query line with a caret under the error.
    expect(error.message).toMatch(/^GROQ query parse error:\n/)
    expect(error.message).toContain(query)
    expect(error.message).toContain('^')
    expect(error.details).toMatchObject({type: 'queryParseError', query})
  })

  test('a parse error over POST has the same shape', async () => {
    const query = '*[_type == "post"]{'
    const response = await request(lake.url, QUERY, {body: {query}})
    expect(response.status).toBe(400)
    expect(expectErrorBody(response.body, 400).error).toMatchObject({type: 'queryParseError', query})
  })

  test('a $param that is not JSON is a 400', async () => {
    const response = await request(
      lake.url,
      `${QUERY}?query=${encodeURIComponent('*[_id == $id]')}&%24id=existing`,
    )
    expect(response.status).toBe(400)
    expect(expectErrorBody(response.body, 400).message).toContain('$id')
  })

  test('a $param the query uses but the request lacks is a 400 queryParseError', async () => {
    const error = await clientError(client.fetch('*[_type == $type && n > $min]', {type: 'post'}), 400)
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: expect.stringContaining('$min'),
    })
    expect(error.message).toContain('$min')
    await clientError(client.delete({query: '*[_id == $id]'}), 400)
  })

  test('a missing query is a 400', async () => {
    expectErrorBody((await request(lake.url, QUERY)).body, 400)
  })
})

describe('routing', () => {
  test('an unknown endpoint is a JSON 404', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/nothing-here/test')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expectErrorBody(response.body, 404)
  })

  test('a path without the version prefix is a 404', async () => {
    const response = await request(lake.url, `/data/query/test?query=${encodeURIComponent('*')}`)
    expect(response.status).toBe(404)
    expectErrorBody(response.body, 404)
    const mutate = await request(lake.url, '/data/mutate/test', {
      body: {mutations: [{create: {_type: 'post'}}]},
    })
    expect(mutate.status).toBe(404)
  })

  test('a method the endpoint does not take is a 405', async () => {
    const response = await request(lake.url, MUTATE, {method: 'GET'})
    expect(response.status).toBe(405)
    expectErrorBody(response.body, 405)
  })

  test('an invalid dataset name is a 400', async () => {
    const query = await request(
      lake.url,
      `/v2025-02-19/data/query/Not_Valid?query=${encodeURIComponent('*')}`,
    )
    expect(query.status).toBe(400)
    expect(expectErrorBody(query.body, 400).message).toContain('Not_Valid')
    const mutate = await request(lake.url, '/v2025-02-19/data/mutate/Not_Valid', {
      body: {mutations: [{create: {_id: 'x', _type: 'post'}}]},
    })
    expect(mutate.status).toBe(400)
    expectErrorBody(mutate.body, 400)
    const doc = await request(lake.url, '/v2025-02-19/data/doc/Not_Valid/existing')
    expect(doc.status).toBe(400)
  })
})
