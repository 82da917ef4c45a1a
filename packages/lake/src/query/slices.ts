import {evaluateSync, type ExprNode} from 'groq-js'

type Node = {type: string; [key: string]: unknown}
type EvaluateOptions = NonNullable<Parameters<typeof evaluateSync>[1]>
type Direction = 1 | -1

/**
 * Precomputes the outer slices of a query where groq-js would do far more work than the result needs.
 *
 * `*[filter] | order(a desc, b) [m...n]` is the shape of every document list. groq-js evaluates each
 * sort key through its interpreter and sorts the whole array, which dominates such a query over tens
 * of thousands of documents. Here the ordered documents (only the first `n` when a slice or element
 * follows) are computed natively, in exactly the order groq-js gives: its type ranks, its
 * comparisons, ties by position. That applies where the keys are plain attributes.
 *
 * `*[filter][m...n]` without an order needs only the first `n` matches, but groq-js filters every
 * document first; here the filter runs over growing chunks until `n` documents matched.
 *
 * Both apply where the array is the dataset or a filter of it (or of the candidates the index
 * narrowed it to), on the query's outer chain (`Map`, `Projection`, `.attr` bases). Everything there
 * is evaluated in the root scope, so evaluating that part on its own gives the same value.
 */
export function precomputeSlices(tree: ExprNode, options: EvaluateOptions): ExprNode {
  return rewrite(tree as unknown as Node, options) as unknown as ExprNode
}

function rewrite(node: Node, options: EvaluateOptions): Node {
  if (node.type === 'Map' || node.type === 'Projection' || (node.type === 'AccessAttribute' && node.base)) {
    const base = rewrite(node.base as Node, options)
    return base === node.base ? node : {...node, base}
  }
  if (node.type === 'Slice' && isOrder(node.base)) {
    const picked = ordered(node.base as Node, options, (length) => sliceBounds(node, length))
    return picked ? {type: 'Value', value: picked} : node
  }
  if (node.type === 'AccessElement' && isOrder(node.base) && typeof node.index === 'number') {
    const index = node.index
    const picked = ordered(node.base as Node, options, (length) => {
      const at = index < 0 ? length + index : index
      return at < 0 ? [0, 0] : [at, at + 1]
    })
    return picked ? {type: 'Value', value: picked[0] ?? null} : node
  }
  if (isOrder(node)) {
    const all = ordered(node, options, (length) => [0, length])
    return all ? {type: 'Value', value: all} : node
  }
  if ((node.type === 'Slice' || node.type === 'AccessElement') && (node.base as Node).type === 'Filter') {
    // Only counts from the start: a negative index needs the full length.
    const count =
      node.type === 'Slice'
        ? sliceCount(node)
        : typeof node.index === 'number' && node.index >= 0
          ? node.index + 1
          : undefined
    const matches = count === undefined ? undefined : firstMatches(node.base as Node, count, options)
    // The slice itself still runs, over the prefix, which for such bounds gives the same elements.
    return matches ? {...node, base: {type: 'Value', value: matches}} : node
  }
  return node
}

function sliceCount(slice: Node): number | undefined {
  const left = slice.left as number
  const right = slice.right as number
  if (left < 0 || right < 0) return undefined
  return slice.isInclusive ? right + 1 : right
}

/** At least the first `count` documents that pass the filter (all of them if fewer do), in order. */
function firstMatches(filter: Node, count: number, options: EvaluateOptions): unknown[] | undefined {
  const items = documents(filter.base as Node, options)
  // Chunking pays only when the prefix is likely to be much shorter than the array.
  if (!items || count * 4 > items.length) return undefined
  const matches: unknown[] = []
  let chunk = Math.max(256, count * 4)
  for (let start = 0; start < items.length && matches.length < count; start += chunk, chunk *= 2) {
    const part = {...filter, base: {type: 'Value', value: items.slice(start, start + chunk)}}
    const data = (evaluateSync(part as unknown as ExprNode, options) as {data?: unknown}).data
    if (!Array.isArray(data)) return undefined
    matches.push(...data)
  }
  return matches
}

function isOrder(node: unknown): boolean {
  const candidate = node as Node | undefined
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
  const items = documents(base, options)
  if (items || base.type !== 'Filter' || !documents(base.base as Node, options)) return items
  const data = (evaluateSync(base as unknown as ExprNode, options) as {data?: unknown}).data
  return Array.isArray(data) ? data : undefined
}

/** The dataset (`*`) or a literal array, such as the candidates the index narrowed `*` to. */
function documents(node: Node, options: EvaluateOptions): unknown[] | undefined {
  if (node.type === 'Value') return Array.isArray(node.value) ? node.value : undefined
  if (node.type === 'Everything') return Array.isArray(options.dataset) ? options.dataset : undefined
  return undefined
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
