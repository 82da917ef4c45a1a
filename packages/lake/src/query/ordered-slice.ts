import {evaluateSync, type ExprNode} from 'groq-js'

type Node = {type: string; [key: string]: unknown}
type EvaluateOptions = NonNullable<Parameters<typeof evaluateSync>[1]>
type Direction = 1 | -1

/**
 * `*[filter] | order(a desc, b) [m...n]` is the shape of every document list. groq-js evaluates each
 * sort key through its interpreter and sorts the whole array, which dominates such a query over tens
 * of thousands of documents. This computes the ordered documents (only the first `n` when a slice or
 * element follows) natively and puts them in the tree as a literal, in exactly the order groq-js
 * gives: its type ranks, its comparisons, ties by position.
 *
 * It applies where the keys are plain attributes (`order(_updatedAt desc)`) and the ordered array is
 * the dataset or a filter of it, on the query's outer chain (`Map`, `Projection`, `.attr` bases), where
 * everything is evaluated in the root scope, so evaluating that part on its own gives the same value.
 */
export function precomputeOrder(tree: ExprNode, options: EvaluateOptions): ExprNode {
  return rewrite(tree as unknown as Node, options) as unknown as ExprNode
}

function rewrite(node: Node, options: EvaluateOptions): Node {
  if (node.type === 'Map' || node.type === 'Projection' || (node.type === 'AccessAttribute' && node.base)) {
    const base = rewrite(node.base as Node, options)
    return base === node.base ? node : {...node, base}
  }
  if (node.type === 'Slice' && isOrder(node.base)) {
    const picked = ordered(node.base, options, (length) => sliceBounds(node, length))
    return picked ? {type: 'Value', value: picked} : node
  }
  if (node.type === 'AccessElement' && isOrder(node.base) && typeof node.index === 'number') {
    const index = node.index
    const picked = ordered(node.base, options, (length) => {
      const at = index < 0 ? length + index : index
      return at < 0 ? [0, 0] : [at, at + 1]
    })
    return picked ? {type: 'Value', value: picked[0] ?? null} : node
  }
  if (isOrder(node)) {
    const all = ordered(node, options, (length) => [0, length])
    return all ? {type: 'Value', value: all} : node
  }
  return node
}

function isOrder(node: unknown): node is Node {
  const candidate = node as Node
  return candidate?.type === 'PipeFuncCall' && candidate.name === 'order'
}

/** The same index arithmetic as groq-js's Slice. */
function sliceBounds(slice: Node, length: number): [number, number] {
  let left = slice.left as number
  let right = slice.right as number
  if (left < 0) left = length + left
  if (right < 0) right = length + right
  if (slice.isInclusive) right++
  return [Math.max(0, left), Math.max(0, right)]
}

/** The ordered elements in [from, to), or undefined where the fast path does not apply. */
function ordered(
  order: Node,
  options: EvaluateOptions,
  bounds: (length: number) => [number, number],
): unknown[] | undefined {
  const keys = orderKeys(order.args as Node[])
  const items = keys && source(order.base as Node, options)
  if (!keys || !items) return undefined
  const [from, to] = bounds(items.length)
  if (to <= from) return []
  // Keys in one flat array (key i of item p at p * width + i): no per-item allocation.
  const width = keys.length
  const values: unknown[] = new Array(items.length * width)
  for (let p = 0; p < items.length; p++) {
    for (let i = 0; i < width; i++) values[p * width + i] = attribute(items[p], keys[i].name)
  }
  const compare = (a: number, b: number): number => {
    for (let i = 0; i < width; i++) {
      const c = compareValues(values[a * width + i], values[b * width + i]) * keys[i].direction
      if (c !== 0) return c
    }
    return a - b
  }
  const positions = Array.from({length: items.length}, (_, p) => p)
  return firstSorted(positions, Math.min(to, items.length), compare)
    .slice(from)
    .map((p) => items[p])
}

/** `order()` arguments as attribute names with directions, or undefined for any other expression. */
function orderKeys(args: Node[]): {name: string; direction: Direction}[] | undefined {
  const keys: {name: string; direction: Direction}[] = []
  for (const arg of args) {
    const direction: Direction = arg.type === 'Desc' ? -1 : 1
    const expr = arg.type === 'Desc' || arg.type === 'Asc' ? (arg.base as Node) : arg
    if (expr.type !== 'AccessAttribute' || expr.base || typeof expr.name !== 'string') return undefined
    keys.push({name: expr.name, direction})
  }
  return keys.length > 0 ? keys : undefined
}

/** The array being ordered, when it is documents: the dataset, a literal array, or a filter of either. */
function source(base: Node, options: EvaluateOptions): unknown[] | undefined {
  if (base.type === 'Value') return Array.isArray(base.value) ? base.value : undefined
  if (base.type === 'Everything') return Array.isArray(options.dataset) ? options.dataset : undefined
  const inner = base.type === 'Filter' ? (base.base as Node) : undefined
  if (inner?.type !== 'Everything' && !(inner?.type === 'Value' && Array.isArray(inner.value)))
    return undefined
  const value = evaluateSync(base as unknown as ExprNode, options)
  // evaluateSync's value is synchronous in practice; its type also admits a promise.
  const data = (value as {data?: unknown}).data
  return Array.isArray(data) ? data : undefined
}

function attribute(item: unknown, name: string): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null
  // No own-property check: what an object inherits (functions, the prototype) ranks like null anyway.
  return (item as Record<string, unknown>)[name]
}

/** groq-js's total order over JSON values: numbers, then strings, then booleans, then the rest. */
const RANKS: Record<string, number | undefined> = {number: 2, string: 3, boolean: 4}

function compareValues(a: unknown, b: unknown): number {
  const rankA = RANKS[typeof a] ?? 100
  const rankB = RANKS[typeof b] ?? 100
  if (rankA !== rankB) return rankA - rankB
  if (rankA === 100) return 0
  if (rankA === 3) return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
  return (a as number) - (b as number)
}

/**
 * The first `count` entries in sorted order. For a short prefix of a long array a bounded insertion
 * keeps only the best `count` seen so far: about one comparison per entry instead of a full sort.
 */
function firstSorted<T>(entries: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count * 8 >= entries.length) return entries.sort(compare).slice(0, count)
  const best: T[] = []
  for (const entry of entries) {
    if (best.length === count && compare(entry, best[count - 1]) >= 0) continue
    let low = 0
    let high = best.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compare(best[mid], entry) <= 0) low = mid + 1
      else high = mid
    }
    best.splice(low, 0, entry)
    if (best.length > count) best.pop()
  }
  return best
}
