import {evaluateSync, type ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {LakeError} from '../errors.js'
import type {SearchLookup} from '../search-index/types.js'
import {narrowEverything} from './candidates.js'
import {draftsView} from './drafts-overlay.js'
import {addGrowthChecks} from './growth-checks.js'
import {rewriteMatches} from './match-rewrite.js'
import {precomputeSlices} from './slices.js'
import {filterResult} from './filter-results.js'
import {planSearches} from './search-scoring.js'
import {rewriteTextQueries} from './text-query-rewrite.js'
import {parseQuery} from './parse-query.js'
import type {Perspective} from './perspective.js'
import {guarded, withBudget} from './query-budget.js'
import {isLinearTree} from './linear-tree.js'
import {DEFAULT_QUERY_LIMITS, type QueryLimits} from './query-limits.js'
import {jsonSizeWithin} from './result-size.js'

export interface QueryInput {
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  identity?: string
  /** The documents the caller may read; without it, all of them (no permission filtering at all). */
  scope?: ReadableDocuments
  /** What the query may cost (the lake's limits); the defaults when absent. */
  limits?: QueryLimits
  /** The dataset's search index, when `index` is the dataset as committed (see candidates.ts). */
  search?: SearchLookup
}

/** A subset of a dataset's documents, with the same perspectives as the dataset index. */
export interface ReadableDocuments extends Pick<DatasetIndex, 'all' | 'published' | 'drafts'> {
  has(doc: SanityDocument): boolean
}

/**
 * The documents a perspective shows, as the array `*` evaluates to. The drafts overlay is built here
 * (drafts-overlay.ts) rather than by the index: the query's narrowing needs its bookkeeping too.
 */
export function perspectiveDocuments(
  index: Pick<DatasetIndex, 'all' | 'published'>,
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'published') return index.published()
  if (perspective === 'drafts') return draftsView(index.all()).documents
  return index.all()
}

/**
 * Evaluates GROQ against the in-memory dataset. Synchronous, so a write never interleaves with it;
 * within the query's budget (query-budget.ts), so a runaway query is stopped with a 400 instead of
 * holding the lake. Results larger than the limit answer 413.
 */
export function runQuery(index: DatasetIndex, input: QueryInput): unknown {
  const limits = input.limits ?? DEFAULT_QUERY_LIMITS
  // Parsing counts too; the limits that protect groq-js's parser are checked before it (parse-query.ts).
  // Only groq-js's evaluation runs under the watchdog, and not where it is plainly linear (below).
  return withBudget(limits, () => {
    const result = evaluateQuery(index, input, limits)
    if (jsonSizeWithin(result, limits.maxQueryResultBytes) === undefined) throw resultTooLarge(limits)
    return result
  })
}

function evaluateQuery(index: DatasetIndex, input: QueryInput, limits: QueryLimits): unknown {
  // Built once per dataset version (and role set): what is derived from it alone is kept beside it.
  const source = input.scope ?? index
  const drafts = input.perspective === 'drafts' ? draftsView(source.all()) : undefined
  const dataset = drafts ? drafts.documents : perspectiveDocuments(source, input.perspective)
  const narrowed = narrowEverything(parseQuery(input.query, input.params, limits), {
    index,
    perspective: input.perspective,
    scope: input.scope,
    dataset,
    drafts,
    search: input.search,
  })
  const options = {
    dataset,
    params: input.params,
    identity: input.identity,
    timestamp: new Date(),
  }
  // After narrowing, which reads the filters as written: `text::query()` and `match` through the
  // lake's matchers, budget checks where values can multiply.
  const rewrite = (node: ExprNode) => addGrowthChecks(rewriteMatches(rewriteTextQueries(node, dataset)))
  try {
    // Searches (filters and scores with `match`) that compile are evaluated natively first; what
    // is left of a scored search's filter is evaluated as any filter is.
    const planned = planSearches(narrowed, dataset, (items, filter) =>
      guarded(() => filterResult(items, rewrite(filter) as unknown as {type: string}, options)?.items),
    )
    const tree = rewrite(planned)
    const evaluate = () => evaluateSync(precomputeSlices(tree, options), options)
    // What is left of a planned search (its page of documents, projected) needs no watchdog.
    const value = isLinearTree(tree) ? evaluate() : guarded(evaluate)
    return toJson(value.data)
  } catch (err) {
    if (err instanceof LakeError) throw err
    const message = (err as Error).message || 'Query evaluation failed'
    throw new LakeError(400, message, {type: 'queryExecutionError', description: message, query: input.query})
  }
}

function resultTooLarge(limits: QueryLimits): LakeError {
  const megabytes = Math.round((limits.maxQueryResultBytes / (1024 * 1024)) * 10) / 10
  const description = `The query result is larger than ${megabytes} MB, the lake's limit for one response: select fewer documents or fields, or page through them with slices`
  return new LakeError(413, description, {type: 'queryResultTooLargeError', description})
}

/** groq-js returns DateTime and Path objects: serialise them the way the wire format expects. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null
  if (value !== null && typeof value === 'object' && 'toJSON' in value && !Array.isArray(value)) {
    return JSON.parse(JSON.stringify(value))
  }
  return value
}
