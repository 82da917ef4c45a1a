import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {startLake, type TestLake} from '../helpers/start-lake.js'
import {expectResponsive} from './auth-support.js'

/**
 * Issue 12, item 6: one read-only user could hold the event loop for minutes with a query (a long
 * `||` chain parses quadratically, `match` backtracked, nested subqueries had no budget) or make the
 * lake build a result of hundreds of megabytes. Each attack is replayed by a viewer; it must be
 * refused (or stopped) quickly and leave the lake answering.
 */

const DOCUMENTS = 2000
let lake: TestLake
let viewerToken: string

beforeAll(async () => {
  lake = await startLake()
  const transaction = lake.client.transaction()
  for (let i = 0; i < DOCUMENTS; i++) {
    transaction.create({
      _id: `doc-${i}`,
      _type: 'post',
      title: `Post ${i} ${'lorem ipsum '.repeat(20)}`,
      n: i,
    })
  }
  await transaction.commit()
  viewerToken = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'viewer'}).token
}, 60_000)

afterAll(() => lake.stop())

/** A query sent by the viewer (POST, so long queries fit); its status, body and duration. */
async function query(groq: string): Promise<{status: number; body: Record<string, unknown>; ms: number}> {
  const started = performance.now()
  const response = await fetch(`${lake.url}/v2025-02-19/data/query/test`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: `Bearer ${viewerToken}`},
    body: JSON.stringify({query: groq}),
  })
  const body = (await response.json()) as Record<string, unknown>
  return {status: response.status, body, ms: performance.now() - started}
}

function descriptionOf(body: Record<string, unknown>): string {
  const error = body.error as {description?: string} | string | undefined
  return typeof error === 'object' ? String(error.description ?? '') : String(body.message ?? error ?? '')
}

describe('hostile queries (a viewer)', () => {
  test('a 144 KB chain of || is refused before parsing, at once', async () => {
    const chain = Array.from({length: 12_000}, (_, i) => `n == ${i}`).join(' || ')
    const answer = await query(`*[${chain}]._id`)
    expect(answer.status).toBe(400)
    expect(descriptionOf(answer.body)).toMatch(/operand|too long|limit/i)
    expect(answer.ms).toBeLessThan(1000)
    await expectResponsive(lake.url)
  })

  test('match with many wildcards on long text runs in linear time', async () => {
    const pattern = `${'*a'.repeat(39)}*b`
    const answer = await query(`*[title match "${pattern}"]._id`)
    expect(answer.status).toBe(200)
    expect(answer.ms).toBeLessThan(1000)
    await expectResponsive(lake.url)
  })

  test('nested subqueries over every document are stopped by the budget', async () => {
    const answer = await query(`*{"n": count(*[n > ^.n]{"m": count(*[n < ^.n])})}`)
    expect(answer.status).toBe(400)
    expect(answer.ms).toBeLessThan(3000)
    await expectResponsive(lake.url)
  })

  test('a short query that would return hundreds of megabytes answers 413, and six at once do too', async () => {
    const huge = `*{"all": *[0...200]{title}}`
    const answers = await Promise.all(Array.from({length: 6}, () => query(huge)))
    for (const answer of answers) {
      expect([400, 413]).toContain(answer.status)
      expect(descriptionOf(answer.body)).not.toBe('')
    }
    expect(process.memoryUsage().rss).toBeLessThan(3 * 1024 * 1024 * 1024)
    await expectResponsive(lake.url)
  })

  test('what held up still holds: an ordinary query is answered in full', async () => {
    const answer = await query(`count(*[_type == "post" && title match "post*"])`)
    expect(answer.status).toBe(200)
    expect((answer.body as {result: number}).result).toBe(DOCUMENTS)
  })
})
