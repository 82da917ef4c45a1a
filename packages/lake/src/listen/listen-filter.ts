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

/** Decides whether a document belongs to a listen query (`*[filter]`). */
export type DocumentMatcher = (doc: SanityDocument | null) => boolean

export function createListenMatcher(
  query: string,
  params: Record<string, unknown>,
  index: Pick<DatasetIndex, 'all'>,
): DocumentMatcher {
  const tree = parseQuery(query, params) as unknown as {type: string; base?: {type: string}; expr?: ExprNode}
  if (tree.type === 'Everything') return (doc) => doc !== null
  if (tree.type !== 'Filter' || tree.base?.type !== 'Everything' || !tree.expr) {
    throw badRequest(
      'Listen queries must be a filter of the form *[...], with no projection, ordering or slice',
      'queryParseError',
    )
  }
  // Only a filter with a subquery needs the dataset (which, for a restricted listener, is computed).
  const usesDataset = JSON.stringify(tree.expr).includes('"Everything"')
  // `match` through the lake's linear matcher, as in queries (query/match-rewrite.ts).
  const expr = addGrowthChecks(rewriteMatches(tree.expr))
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
