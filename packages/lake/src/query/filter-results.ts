import {evaluateSync, type ExprNode} from 'groq-js'
import {createDerivedCache} from './derived-values.js'

type Node = {type: string; [key: string]: unknown}
type EvaluateOptions = NonNullable<Parameters<typeof evaluateSync>[1]>

/**
 * Results of `source[filter]`, kept beside the source array (the dataset, or the documents of a type
 * the index narrowed it to) until the next write replaces it. A document list asks for the count and
 * then for pages of one filter, and a searched list runs `match` over every candidate: each of those
 * queries then filters once per dataset version instead of once per request.
 *
 * At most 8 filters per source: each typed search is a new filter, and they must not push out the
 * sorted orders, which have a cache of their own.
 */
const filterResults = createDerivedCache(8)

/** Function calls whose value is not fixed by the dataset and the query's text: never kept. */
const VOLATILE_FUNCTIONS = new Set(['now', 'identity'])
const VOLATILE_NAMESPACES = new Set(['delta'])
/** Nodes that read something besides the filtered element, the dataset and literal values. */
const VOLATILE_NODES = new Set(['Parent', 'Context', 'Parameter'])

/** Whether an expression's value depends only on its input element, the dataset and literals. */
export function isStableExpression(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isStableExpression)
  if (node === null || typeof node !== 'object') return true
  const expr = node as Node
  if (typeof expr.type === 'string') {
    if (VOLATILE_NODES.has(expr.type)) return false
    if (
      expr.type === 'FuncCall' &&
      (VOLATILE_FUNCTIONS.has(expr.name as string) || VOLATILE_NAMESPACES.has(expr.namespace as string))
    )
      return false
    // A literal value is data, not an expression: nothing below it can be volatile.
    if (expr.type === 'Value') return true
  }
  for (const key in expr) {
    if (key !== 'type' && !isStableExpression(expr[key])) return false
  }
  return true
}

/**
 * `items[filter.expr]`, kept for later queries when the filter is stable; undefined when groq-js
 * does not give an array (it then evaluates the query as usual).
 */
export function filterResult(
  items: readonly unknown[],
  filter: Node,
  options: EvaluateOptions,
): {items: unknown[]; kept: boolean} | undefined {
  const evaluate = () => {
    const node = {...filter, base: {type: 'Value', value: items}}
    const data = (evaluateSync(node as unknown as ExprNode, options) as {data?: unknown}).data
    return Array.isArray(data) ? data : undefined
  }
  if (!isStableExpression(filter.expr)) {
    const data = evaluate()
    return data && {items: data, kept: false}
  }
  const data = filterResults.get(items, `filter ${JSON.stringify(filter.expr)}`, evaluate)
  return data && {items: data, kept: true}
}

/** A filter result computed by other means (search-scoring.ts), kept beside `items` under `key` as above. */
export function keptFilterResult(
  items: readonly unknown[],
  key: string,
  compute: () => unknown[],
): unknown[] {
  return filterResults.get(items, key, compute)
}
