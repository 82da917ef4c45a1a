import {evaluateSync, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '@tessera/types'
import {DatasetIndex} from '../src/documents/dataset-index.js'
import {ReadScope} from '../src/grants/read-scope.js'
import type {Perspective} from '../src/query/perspective.js'
import {runQuery} from '../src/query/run-query.js'

// The lake answers queries through shortcuts (index narrowing, top-n ordering, early-stopping slices).
// This compares thousands of generated queries with plain groq-js over the same documents, so a
// shortcut can never change an answer.

function seededRandom(seed: number): () => number {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
}

const random = seededRandom(7)
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]
const VALUES = [
  null,
  undefined,
  0,
  1,
  -2,
  3.5,
  'a',
  'b',
  'B',
  '',
  'a1',
  true,
  false,
  {x: 1},
  [1, 2],
  '2025-01-01T00:00:00Z',
  '2024-12-31T00:00:00Z',
]

const index = new DatasetIndex('d')
for (let i = 0; i < 300; i++) {
  const id = (random() < 0.2 ? 'drafts.' : '') + `doc${i % 250}`
  const doc: Record<string, unknown> = {_id: id, _type: pick(['a', 'b', 'c']), n: Math.floor(random() * 5)}
  for (const key of ['x', 'y', 'z']) {
    const value = pick(VALUES)
    if (value !== undefined) doc[key] = value
  }
  if (random() < 0.3) doc.ref = {_ref: `doc${Math.floor(random() * 250)}`}
  index.put(doc as SanityDocument)
}

const FILTERS = [
  '_type == "a"',
  '_type == "a" && n > 1',
  'n > 1 && _type == "b"',
  '(_type == "a" && x != null)',
  '_type == "a" && _type == "b"',
  '_id == "doc3"',
  '_id in ["doc1", "doc2", "doc1", "nope"]',
  '_type in ["a", "b"]',
  'references("doc5")',
  '(_type == "c") && (n == 2 || x == "a")',
  'true',
  '!(_type == "a")',
  '',
]
const ORDERS = [
  'x',
  'x desc',
  'y asc, x desc',
  'n desc, x',
  'z',
  '_id desc',
  'n',
  'x desc, y desc, z',
  'lower(x)',
  'lower(y) desc, n',
  'global::lower(z), _id',
  'x.x desc',
  'ref._ref, n desc',
  'ref._ref.length',
]
const TAILS = [
  '',
  '[0...5]',
  '[2..7]',
  '[0]',
  '[-1]',
  '[-3...-1]',
  '[5...2]',
  '[0...500]',
  '[3]',
  '[-400]',
  '{_id, x}',
  '[0...10]{_id}',
  '[0...4]._id',
  '._id',
  '[0].x',
  '[1]._id',
]
const PERSPECTIVES: Perspective[] = ['raw', 'published', 'drafts']

function datasetFor(perspective: Perspective): SanityDocument[] {
  return perspective === 'raw'
    ? index.all()
    : perspective === 'published'
      ? index.published()
      : index.drafts()
}

const groq = (query: string, dataset: SanityDocument[]) =>
  JSON.stringify(evaluateSync(parse(query), {dataset}).data ?? null)
const lake = (query: string, perspective: Perspective) =>
  JSON.stringify(runQuery(index, {query, params: {}, perspective}))

describe.each(PERSPECTIVES)(
  'queries in the %s perspective answer exactly as plain groq-js',
  (perspective) => {
    it('with order() and every kind of slice or projection after it', () => {
      const mismatches: string[] = []
      for (const filter of FILTERS) {
        for (const order of ORDERS) {
          for (const tail of TAILS) {
            const query = `*${filter ? `[${filter}]` : ''} | order(${order})${tail}`
            if (groq(query, datasetFor(perspective)) !== lake(query, perspective)) mismatches.push(query)
          }
        }
      }
      expect(mismatches).toEqual([])
    })

    it('with slices and no order (filters whose candidates come from an id list may reorder)', () => {
      const mismatches: string[] = []
      for (const filter of FILTERS.filter((f) => f && !f.includes(' in '))) {
        for (const tail of TAILS.filter((t) => /^\[\d/.test(t))) {
          const query = `*[${filter}]${tail}`
          if (groq(query, datasetFor(perspective)) !== lake(query, perspective)) mismatches.push(query)
        }
      }
      expect(mismatches).toEqual([])
    })

    it('selecting the same set of documents for every filter', () => {
      const ids = (json: string) => (JSON.parse(json) as {_id: string}[]).map((doc) => doc._id).sort()
      for (const filter of FILTERS.filter(Boolean)) {
        const query = `*[${filter}]{_id}`
        expect(ids(lake(query, perspective)), query).toEqual(ids(groq(query, datasetFor(perspective))))
      }
    })
  },
)

describe('queries of a reader who may read only some documents answer as groq-js over what they may read', () => {
  // Every document with n == 1 is hidden: some drafts, leaving their published documents in place.
  const scope = new ReadScope(
    index.version,
    index.all().filter((doc) => doc.n !== 1),
  )

  it.each(PERSPECTIVES)('in the %s perspective, with filters, orders and slices', (perspective) => {
    const dataset =
      perspective === 'raw' ? scope.all() : perspective === 'published' ? scope.published() : scope.drafts()
    const mismatches: string[] = []
    for (const filter of FILTERS) {
      for (const order of ORDERS.slice(0, 6)) {
        for (const tail of ['', '[0...5]', '[-3...-1]', '{_id, _originalId}']) {
          const query = `*${filter ? `[${filter}]` : ''} | order(${order})${tail}`
          const actual = JSON.stringify(runQuery(index, {query, params: {}, perspective, scope}))
          if (groq(query, dataset) !== actual) mismatches.push(query)
        }
      }
    }
    expect(mismatches).toEqual([])
  })
})
