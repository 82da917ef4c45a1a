import {afterAll, beforeAll, expect, test} from 'vitest'
import {startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'

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

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    return state / 2 ** 32
  }
}

function queryGenerator(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
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
    const nextQuery = queryGenerator(random(SEED))
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
      await response.arrayBuffer()
      const ms = performance.now() - started
      if (response.status === 200) answered++
    if (response.status >= 500) problems.push(`${response.status} for ${groq}`)
      if (ms > MAX_MS) problems.push(`${Math.round(ms)} ms for ${groq}`)
    }
    expect(problems, `seed ${SEED}`).toEqual([])
  // The grammar makes real queries: most are answered, not refused.
  expect(answered).toBeGreaterThan(QUERIES / 2)
    await expectResponsive(lake.url)
  },
)
