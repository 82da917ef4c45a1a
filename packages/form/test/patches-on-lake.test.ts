import {createClient, type SanityClient} from '@sanity/client'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {afterAll, beforeAll, expect, it} from 'vitest'
import type {SchemaType} from '@tessera/types'
import {
  appendPrimitives,
  primitiveItemPatches,
  removePrimitive,
} from '../src/arrays/primitive-array-patches.js'
import {appendPatches, prependPatches} from '../src/arrays/array-patches.js'
import {stringEditPatches} from '../src/inputs/synced-text/text-edit.js'
import {applyLocalPatches} from '../src/patch/apply-local-patches.js'
import {insert, prefixPatches, set, setIfMissing, unset, type FormPatch} from '../src/patch/patches.js'
import {toMutationPatches} from '../src/patch/to-mutation-patches.js'

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  client = createClient({
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: lake.url,
    apiVersion: '2025-02-19',
    useProjectHostname: false,
    useCdn: false,
    token: lake.adminToken,
  })
})
afterAll(() => lake?.stop())

it('patches made by nested inputs change exactly their place in the document on a real lake', async () => {
  await client.create({
    _id: 'drafts.trip',
    _type: 'trip',
    title: 'Old',
    stops: [
      {_key: 'k1', _type: 'stop', city: 'Bergen'},
      {_key: 'k2', _type: 'stop', city: 'Oslo', zip: '0150'},
    ],
  })
  // What a city input inside the second stop sends, prefixed on the way up.
  const fromStop = prefixPatches([set('Trondheim', ['city']), unset(['zip'])], {_key: 'k2'})
  const patches = [
    setIfMissing({_type: 'trip'}),
    set('New', ['title']),
    ...prefixPatches(fromStop, 'stops'),
    insert([{_key: 'k3', _type: 'stop', city: 'Tromsø'}], 'after', ['stops', {_key: 'k1'}]),
  ]
  await client.mutate(toMutationPatches('drafts.trip', patches) as never)
  const document = await client.getDocument('drafts.trip')
  expect(document).toMatchObject({
    title: 'New',
    stops: [
      {_key: 'k1', city: 'Bergen'},
      {_key: 'k3', city: 'Tromsø'},
      {_key: 'k2', city: 'Trondheim'},
    ],
  })
  expect(document?.stops[2]).not.toHaveProperty('zip')
})

it('text edits and primitive array edits give on the lake what the local applier gives', async () => {
  const start = {_id: 'drafts.note', _type: 'note', title: 'Hello world'}
  await client.create(start)
  const string = {jsonType: 'string'} as SchemaType
  const patches: FormPatch[] = [
    ...prefixPatches(stringEditPatches('Hello world', 'Hello, wörld 😀', 15), 'title'),
    ...prefixPatches(stringEditPatches('', 'Hi', 2), 'subtitle'),
    ...prefixPatches(appendPrimitives(['a']), 'tags'), // creates the array
    ...prefixPatches(appendPrimitives(['b', 'c']), 'tags'),
    ...prefixPatches(primitiveItemPatches(1, string, stringEditPatches('b', 'bee', 3)), 'tags'),
    ...prefixPatches(primitiveItemPatches(2, string, stringEditPatches('c', '', 0)), 'tags'),
    ...prefixPatches(removePrimitive(3, 0), 'tags'),
  ]
  await client.mutate(toMutationPatches('drafts.note', patches) as never)
  const expected = {title: 'Hello, wörld 😀', subtitle: 'Hi', tags: ['bee', '']}
  expect(applyLocalPatches(start, patches)).toMatchObject(expected)
  expect(await client.getDocument('drafts.note')).toMatchObject(expected)
})

it('prepends and appends object items (spec/001 §4), to a missing and a filled array, on a real lake', async () => {
  await client.create({_id: 'drafts.prepend', _type: 'trip'})
  const send = async (patches: FormPatch[]) => {
    await client.mutate(toMutationPatches('drafts.prepend', prefixPatches(patches, 'stops')) as never)
    return ((await client.getDocument('drafts.prepend'))?.stops ?? []) as {_key: string}[]
  }
  let stops = await send(prependPatches([], {_key: 'b', _type: 'stop'}))
  expect(stops.map((stop) => stop._key)).toEqual(['b'])
  stops = await send(prependPatches(stops, {_key: 'a', _type: 'stop'}))
  expect(stops.map((stop) => stop._key)).toEqual(['a', 'b'])
  stops = await send(appendPatches(stops, {_key: 'c', _type: 'stop'}))
  expect(stops.map((stop) => stop._key)).toEqual(['a', 'b', 'c'])
  // The form's own copy applies them the same way.
  expect(
    applyLocalPatches(
      {stops: [{_key: 'a'}]},
      prefixPatches(prependPatches([{_key: 'a'}], {_key: 'z', _type: 'stop'}), 'stops'),
    ),
  ).toEqual({stops: [{_key: 'z', _type: 'stop'}, {_key: 'a'}]})
})
