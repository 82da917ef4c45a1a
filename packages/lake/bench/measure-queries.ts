import {queryGet, queryUrl, type Endpoint} from './http.js'
import {idAt, MATCH_WORD} from './documents.js'
import {summarize, type LatencySummary} from './stats.js'

export interface QueryCase {
  key: 'list' | 'match' | 'references'
  label: string
  query: string
  params: Record<string, unknown>
}

export interface QueryResult {
  key: QueryCase['key']
  label: string
  documents: number
  resultCount: number
  latency: LatencySummary
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
  const target = queryUrl(endpoint, testCase.query, testCase.params)
  let result: unknown
  for (let i = 0; i < options.warmup; i++) result = await queryGet(endpoint, target)
  const latencies: number[] = []
  const deadline = performance.now() + options.budgetSeconds * 1000
  while (latencies.length < options.iterations && performance.now() < deadline) {
    const before = performance.now()
    result = await queryGet(endpoint, target)
    latencies.push(performance.now() - before)
  }
  const resultCount = Array.isArray(result) ? result.length : 0
  if (resultCount === 0) throw new Error(`query "${testCase.label}" returned nothing at ${size} documents`)
  return {
    key: testCase.key,
    label: testCase.label,
    documents: size,
    resultCount,
    latency: summarize(latencies),
  }
}
