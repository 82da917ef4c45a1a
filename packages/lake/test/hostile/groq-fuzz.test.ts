import {evaluateSync, parse} from 'groq-js'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'
import {pickWith, seededRandom} from './seeded-random.js'

/**
 * Issue 12: random GROQ from a small grammar (filters, projections, subqueries, match, order, slices,
 * functions, splats), seeded and bounded. No query may crash the lake, answer 5xx, or hold it past
 * its budget; afterwards it still answers at once. `TESSERA_GROQ_FUZZ_QUERIES` runs more.
 */

const SEED = Number(process.env.TESSERA_GROQ_FUZZ_SEED ?? 12)
const QUERIES = Number(process.env.TESSERA_GROQ_FUZZ_QUERIES ?? 150)
/** The query budget (800 ms by default) plus room for a loaded machine. */
const MAX_MS = 2500

let lake: TestLake

beforeAll(async () => {
  lake = await startLake()
  const transaction = lake.client.transaction()
  for (let i = 0; i < 300; i++) {
    transaction.create({
      _id: `doc-${i}`,
      _type: i % 3 === 0 ? 'author' : 'post',
      title: `Title ${i} ${'word '.repeat(i % 7)}`,
      n: i,
      tags: [`t${i % 5}`, `t${i % 11}`],
      author: {_type: 'reference', _ref: `doc-${(i * 3) % 300}`, _weak: true},
      body: Array.from({length: i % 4}, (_, k) => ({_key: `k${k}`, text: `para ${k} of ${i}`})),
    })
  }
  await transaction.commit()
}, 60_000)

afterAll(() => lake.stop())

function queryGenerator(next: () => number) {
  const pick = pickWith(next)
  const field = () => pick(['title', 'n', 'tags', '_type', '_id', 'author', 'body', 'missing'])
  const literal = () => pick(['"post"', '3', '"Title*"', 'null', 'true', '[1,2,3]', '"t1"', '-1'])
  const depthLimited = (depth: number): string => {
    const choices: (() => string)[] = [
      () => `${field()} ${pick(['==', '!=', '>', '<', 'in'])} ${literal()}`,
      () => `${field()} match ${pick(['"title*"', '"*"', '"*o*r*d*"', '"t1"', '["word", "title"]'])}`,
      () => `defined(${field()})`,
      () => `count(${field()}) > ${Math.floor(next() * 3)}`,
      () => `references(${pick(['"doc-1"', '"doc-99"', '^._id'])})`,
    ]
    if (depth > 0) {
      choices.push(
        () => `(${depthLimited(depth - 1)}) ${pick(['&&', '||'])} (${depthLimited(depth - 1)})`,
        () => `!(${depthLimited(depth - 1)})`,
        () => `count(*[${depthLimited(depth - 1)}]) > ${Math.floor(next() * 50)}`,
      )
    }
    return pick(choices)()
  }
  const projection = (depth: number): string => {
    const parts = [
      () => field(),
      () => `"c": count(*[n > ^.n])`,
      () => `"a": author->title`,
      () => `"s": *[_type == "post"][0...${Math.floor(next() * 20)}]{title}`,
      () => '...',
      () => `"u": upper(${pick(['title', '_id'])})`,
      () => `"j": array::join(tags, ",")`,
    ]
    if (depth > 0) parts.push(() => `"p": body[]{${projection(depth - 1)}}`)
    return Array.from({length: 1 + Math.floor(next() * 3)}, () => pick(parts)()).join(', ')
  }
  return (): string => {
    let q = `*[${depthLimited(2)}]`
    if (next() < 0.4) q += ` | order(${pick(['n', 'title', '_id'])} ${pick(['asc', 'desc'])})`
    if (next() < 0.5) q += `[${Math.floor(next() * 10)}...${Math.floor(next() * 400)}]`
    if (next() < 0.7) q += `{${projection(1)}}`
    if (next() < 0.2) q = `count(${q})`
    if (next() < 0.1) q = `{"x": ${q}, "y": ${q}}`
    return q
  }
}

test(
  `${QUERIES} random queries from seed ${SEED}: never 5xx, never past the budget`,
  {timeout: 600_000},
  async () => {
    const nextQuery = queryGenerator(seededRandom(SEED))
    const problems: string[] = []
    let answered = 0
    const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'fuzz'})
    for (let i = 0; i < QUERIES; i++) {
      const groq = nextQuery()
      const started = performance.now()
      const response = await fetch(`${lake.url}/v2025-02-19/data/query/test`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
        body: JSON.stringify({query: groq}),
      })
      const body = (await response.json()) as {error?: {type?: unknown; description?: unknown}}
      const ms = performance.now() - started
      if (response.status === 200) answered++
      else if (response.status >= 500) problems.push(`${response.status} for ${groq}`)
      else if (typeof body.error?.type !== 'string' || typeof body.error.description !== 'string')
        problems.push(`${response.status} without a typed error for ${groq}`)
      if (ms > MAX_MS) problems.push(`${Math.round(ms)} ms for ${groq}`)
    }
    expect(problems, `seed ${SEED}`).toEqual([])
    // The grammar makes real queries: most are answered, not refused.
    expect(answered).toBeGreaterThan(QUERIES / 2)
    await expectResponsive(lake.url)
  },
)

// The lake's `match` (a linear matcher, query/text-match.ts) must answer exactly as groq-js's regular
// expressions do. Short random texts and patterns (so groq-js's backtracking stays cheap) from
// characters where the two could part: separators, `*`, dots at and away from word edges, case pairs
// that fold differently without the unicode flag (ſ, K, ı, İ, µ, ß), arrays with non-strings.
test('match answers as groq-js does, on 3,000 random texts and patterns', async () => {
  const next = seededRandom(SEED + 1)
  const pick = pickWith(next)
  const CHARS = [
    'a',
    'b',
    'A',
    'B',
    'é',
    'É',
    '.',
    '..',
    '*',
    ' ',
    '-',
    '_',
    '1',
    'ß',
    'ſ',
    's',
    'K',
    'k',
    '\u212a',
  ]
  const MORE = ['µ', 'Μ', 'ı', 'İ', 'i', 'I', "'", '@', 'x.y', '*.*']
  const text = (max: number) =>
    Array.from({length: Math.floor(next() * max)}, () => pick(next() < 0.8 ? CHARS : MORE)).join('')
  const side = (max: number): unknown => {
    const roll = next()
    if (roll < 0.2) return Array.from({length: Math.floor(next() * 3)}, () => (next() < 0.15 ? 7 : text(max)))
    if (roll < 0.25) return null
    return text(max)
  }
  const cases = Array.from({length: 3000}, () => ({t: side(12), p: side(6)}))
  const expected = cases.map(({t, p}) => evaluateSync(parse('$t match $p', {params: {t, p}})).data)
  // Through the lake: a literal pattern (compiled once) and one read from the document.
  const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'match'})
  const response = await fetch(`${lake.url}/v2025-02-19/data/query/test`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
    body: JSON.stringify({query: '$cases[]{"dynamic": t match p}.dynamic', params: {cases}}),
  })
  const {result: dynamic} = (await response.json()) as {result: unknown[]}
  expect(dynamic).toEqual(expected)
  const literal = await Promise.all(
    cases.slice(0, 300).map(async ({t, p}) => {
      const search = new URLSearchParams({query: '$t match $p', $t: JSON.stringify(t), $p: JSON.stringify(p)})
      const answer = await fetch(`${lake.url}/v2025-02-19/data/query/test?${search}`, {
        headers: {authorization: `Bearer ${token}`},
      })
      return ((await answer.json()) as {result: unknown}).result
    }),
  )
  expect(literal).toEqual(expected.slice(0, 300))
  // An array literal as the text, each element fed on its own.
  const pairs = cases.slice(0, 300).map(({t, p}, i) => ({t, u: cases[i + 1].t, p}))
  const pairsExpected = pairs.map((params) => evaluateSync(parse('[$t, $u] match $p', {params})).data)
  const pairsAnswered = await Promise.all(
    pairs.map(async (params) => {
      const answer = await fetch(`${lake.url}/v2025-02-19/data/query/test`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
        body: JSON.stringify({query: '[$t, $u] match $p', params}),
      })
      return ((await answer.json()) as {result: unknown}).result
    }),
  )
  expect(pairsAnswered).toEqual(pairsExpected)
})
