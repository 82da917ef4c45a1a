import {evaluateSync, type ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {badRequest} from '../errors.js'
import {parseQuery} from '../query/parse-query.js'

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
  const expr = tree.expr
  // Only a filter with a subquery needs the dataset (which, for a restricted listener, is computed).
  const usesDataset = JSON.stringify(expr).includes('"Everything"')
  return (doc) => {
    if (!doc) return false
    // Evaluate the filter over just this document; `*` inside it still means the whole dataset.
    const single = {type: 'Filter', base: {type: 'Value', value: [doc]}, expr} as unknown as ExprNode
    try {
      const value = evaluateSync(single, {dataset: usesDataset ? index.all() : [], params})
      return Array.isArray(value.data) && value.data.length > 0
    } catch {
      return false
    }
  }
}
