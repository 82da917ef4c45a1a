import {mutate, queryGet, queryUrl, type Endpoint} from './http.js'
import {idAt, MATCH_WORD} from './documents.js'
import {summarize, type LatencySummary} from './stats.js'

export interface QueryCase {
  key: 'list' | 'match' | 'references' | 'document-list' | 'search'
  label: string
  query: string
  params: Record<string, unknown>
  /** Default `raw`. */
  perspective?: 'raw' | 'published' | 'drafts'
  /**
   * Each run follows a write (to a document no query selects), so the lake can reuse nothing it
   * derived from the previous dataset version: the first query after every change.
   */
  afterWrite?: boolean
  /** Parameters of the `run`-th request (warm-ups included), instead of `params` every time. */
  paramsAt?: (run: number) => Record<string, unknown>
}

export interface QueryResult {
  key: QueryCase['key']
  label: string
  documents: number
  resultCount: number
  latency: LatencySummary
  /** Requests the lake stopped at its query time limit (a loaded machine): left out of `latency`. */
  stopped: number
}

/** The three queries the brief names; `size` picks a referenced author that exists at that size. */
export function queryCases(size: number): QueryCase[] {
  // Author of the middle seed block: the documents referencing it were written in the same batch.
  const author = idAt(Math.floor(size / 2 / 10) * 10 + 8)
  return [
    {
      key: 'list',
      label: 'document list (order by _updatedAt, first 50)',
      query: '*[_type == $t] | order(_updatedAt desc) [0...50] {_id, title}',
      params: {t: 'post'},
    },
    {
      key: 'match',
      label: 'title match (first 50)',
      query: '*[_type == $t && title match $q][0...50]{_id, title}',
      params: {t: 'post', q: MATCH_WORD},
    },
    {key: 'references', label: 'references($id)', query: '*[references($id)]{_id}', params: {id: author}},
  ]
}

/**
 * Round-trip latency of one GET query: warm-up runs, then up to `iterations` timed runs or until
 * `budgetSeconds` have passed, whichever comes first.
 */
export async function measureQuery(
  endpoint: Endpoint,
  size: number,
  testCase: QueryCase,
  options: {warmup: number; iterations: number; budgetSeconds: number},
): Promise<QueryResult> {
  const fixed = queryUrl(endpoint, testCase.query, testCase.params, testCase.perspective)
  let runs = 0
  const target = () =>
    testCase.paramsAt
      ? queryUrl(endpoint, testCase.query, testCase.paramsAt(runs++), testCase.perspective)
      : fixed
  let writes = 0
  const touch = () =>
    testCase.afterWrite
      ? mutate(endpoint, [{createOrReplace: {_id: 'bench-touch', _type: 'touch', n: writes++}}])
      : undefined
  let result: unknown
  let stopped = 0
  // One slow request on a busy machine must not end the whole run: it is counted instead.
  const run = async (url: string) => {
    try {
      result = await queryGet(endpoint, url)
      return true
    } catch (err) {
      if (!(err as Error).message.includes('The query was stopped after')) throw err
      stopped++
      return false
    }
  }
  for (let i = 0; i < options.warmup; i++) {
    await touch()
    await run(target())
  }
  stopped = 0
  const latencies: number[] = []
  const deadline = performance.now() + options.budgetSeconds * 1000
  while (latencies.length < options.iterations && performance.now() < deadline) {
    await touch()
    const url = target()
    const before = performance.now()
    if (await run(url)) latencies.push(performance.now() - before)
    else if (stopped > options.iterations / 4) break
  }
  const resultCount = Array.isArray(result) ? result.length : typeof result === 'number' ? 1 : 0
  if (resultCount === 0 && latencies.length > 0)
    throw new Error(`query "${testCase.label}" returned nothing at ${size} documents`)
  return {
    key: testCase.key,
    label: testCase.label,
    documents: size,
    resultCount,
    latency: summarize(latencies),
    stopped,
  }
}
