import {evaluateSync, type ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {badRequest, LakeError} from '../errors.js'
import {addGrowthChecks} from '../query/growth-checks.js'
import {rewriteMatches} from '../query/match-rewrite.js'
import {parseQuery} from '../query/parse-query.js'
import {runWithinBudget} from '../query/query-budget.js'
import {DEFAULT_QUERY_LIMITS} from '../query/query-limits.js'

/** One document through a listen filter: milliseconds, unless a subquery runs away. */
const LISTEN_FILTER_LIMITS = {...DEFAULT_QUERY_LIMITS, queryTimeoutMs: 100}

type QueryNode = {type: string; base?: QueryNode; expr?: QueryNode; name?: string; [key: string]: unknown}

/**
 * The filter of a listen query: what the Content Lake listens by. A projection, `order()`, `score()`
 * or a slice after it (`*[_type == "release"]{...} | order(...)`, as the studio's stores send) shape
 * results, which listen events do not carry, so they are left out; `*[a][b]` is `a && b`. Null for
 * `*` (every document), undefined for a query that does not select documents.
 */
function listenFilterOf(node: QueryNode): QueryNode | null | undefined {
  switch (node.type) {
    case 'Everything':
      return null
    case 'Filter': {
      const outer = node.base && listenFilterOf(node.base)
      if (outer === undefined) return undefined
      return outer === null ? node.expr : {type: 'And', left: outer, right: node.expr}
    }
    case 'Projection':
    case 'Map':
    case 'Slice':
      return node.base ? listenFilterOf(node.base) : undefined
    case 'PipeFuncCall':
      return (node.name === 'order' || node.name === 'score') && node.base
        ? listenFilterOf(node.base)
        : undefined
    default:
      return undefined
  }
}

/** Decides whether a document belongs to a listen query (`*[filter]`). */
export type DocumentMatcher = (doc: SanityDocument | null) => boolean

export function createListenMatcher(
  query: string,
  params: Record<string, unknown>,
  index: Pick<DatasetIndex, 'all'>,
): DocumentMatcher {
  const filter = listenFilterOf(parseQuery(query, params) as unknown as QueryNode)
  if (filter === undefined) {
    throw badRequest(
      'Listen queries must select documents: *[filter], optionally with a projection, order or slice (only the filter is used)',
      'queryParseError',
    )
  }
  if (filter === null) return (doc) => doc !== null
  // Only a filter with a subquery needs the dataset (which, for a restricted listener, is computed).
  const usesDataset = JSON.stringify(filter).includes('"Everything"')
  // `match` through the lake's linear matcher, as in queries (query/match-rewrite.ts).
  const expr = addGrowthChecks(rewriteMatches(filter as unknown as ExprNode))
  let overBudget = false
  return (doc) => {
    if (!doc || overBudget) return false
    // Evaluate the filter over just this document; `*` inside it still means the whole dataset.
    const single = {type: 'Filter', base: {type: 'Value', value: [doc]}, expr} as unknown as ExprNode
    try {
      const evaluate = () => evaluateSync(single, {dataset: usesDataset ? index.all() : [], params})
      // A subquery runs for every written document, for every listener: within a budget of its
      // own, and a filter that once goes over it matches nothing from then on, so a listener
      // cannot hold every write.
      const value = usesDataset ? runWithinBudget(LISTEN_FILTER_LIMITS, evaluate) : evaluate()
      return Array.isArray(value.data) && value.data.length > 0
    } catch (err) {
      if (err instanceof LakeError && err.detail?.type === 'queryExecutionError') overBudget = true
      return false
    }
  }
}
