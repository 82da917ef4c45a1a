import {evaluateSync, type ExprNode} from 'groq-js'
import {derivedValue, peekDerivedValue} from './derived-values.js'
import {filterResult} from './filter-results.js'

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
 * comparisons, ties by position. That applies where the keys are attributes (`a`, `a.b.c`), each
 * optionally lowercased (`lower(a)`, how lists sort strings case-insensitively).
 *
 * A full sort of the dataset (or of the documents of one type) is kept beside that array until the
 * dataset changes (derived-values.ts): paging through a long list sorts it once. A short first page
 * does not need it: a bounded selection over the array is cheaper than a full sort, unless one is kept.
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
  if (isCountOfFilter(node)) {
    // `count(*[filter])`: the list's count, followed by its pages of the same filter.
    const filter = (node.args as Node[])[0]
    const items = documents(filter.base as Node, options)
    const found = items && filterResult(items, filter, options)
    return found ? {type: 'Value', value: found.items.length} : node
  }
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
export function sliceBounds(slice: Node, length: number): [number, number] {
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
  const found = keys && source(order.base as Node, options)
  if (!keys || !found) return undefined
  const {items, stable} = found
  const [from, to] = bounds(items.length)
  if (to <= from) return []
  const end = Math.min(to, items.length)
  const signature = `order(${keys.map(keySignature).join(', ')})`
  const kept = stable ? peekDerivedValue<unknown[]>(items, signature) : undefined
  if (kept) return kept.slice(from, end)
  // A short prefix: a bounded selection, cheaper than sorting everything (see firstSorted).
  if (end * 8 < items.length)
    return sortedPositions(items, keys, end)
      .slice(from)
      .map((p) => items[p])
  const sortAll = () => sortedPositions(items, keys, items.length).map((p) => items[p])
  return (stable ? derivedValue(items, signature, sortAll) : sortAll()).slice(from, end)
}

/** Positions of the first `count` items in sorted order. */
function sortedPositions(items: unknown[], keys: OrderKey[], count: number): number[] {
  // Keys in one flat array (key i of item p at p * width + i): no per-item allocation.
  const width = keys.length
  const values: unknown[] = new Array(items.length * width)
  const positions: number[] = new Array(items.length)
  for (let p = 0; p < items.length; p++) {
    positions[p] = p
    const item = items[p]
    for (let i = 0; i < width; i++) values[p * width + i] = keyValue(item, keys[i])
  }
  const compare = (a: number, b: number): number => {
    for (let i = 0; i < width; i++) {
      const c = compareValues(values[a * width + i], values[b * width + i]) * keys[i].direction
      if (c !== 0) return c
    }
    return a - b
  }
  return firstSorted(positions, count, compare)
}

export interface OrderKey {
  /** Attribute names from the item: `a.b` is ['a', 'b']. */
  path: string[]
  /** `lower(path)`: strings lowercased, anything else null. */
  lower: boolean
  direction: Direction
}

function keySignature(key: OrderKey): string {
  const path = key.path.map((name) => JSON.stringify(name)).join('.')
  return `${key.lower ? `lower(${path})` : path} ${key.direction === 1 ? 'asc' : 'desc'}`
}

/** `order()` arguments as attribute paths (maybe lowercased) with directions, or undefined for any other expression. */
export function orderKeys(args: Node[]): OrderKey[] | undefined {
  const keys: OrderKey[] = []
  for (const arg of args) {
    const direction: Direction = arg.type === 'Desc' ? -1 : 1
    let expr = arg.type === 'Desc' || arg.type === 'Asc' ? (arg.base as Node) : arg
    const lower = isLowerCall(expr)
    if (lower) expr = (expr.args as Node[])[0]
    const path = attributePath(expr)
    if (!path) return undefined
    keys.push({path, lower, direction})
  }
  return keys.length > 0 ? keys : undefined
}

/** `lower(x)` (or `global::lower(x)`) with one argument. */
function isLowerCall(expr: Node): boolean {
  return (
    expr.type === 'FuncCall' &&
    expr.name === 'lower' &&
    (expr.namespace === undefined || expr.namespace === 'global') &&
    Array.isArray(expr.args) &&
    expr.args.length === 1
  )
}

/** `a.b.c` as ['a', 'b', 'c'], or undefined for anything but a chain of attribute accesses. */
function attributePath(expr: Node): string[] | undefined {
  const path: string[] = []
  let node: Node | undefined = expr
  while (node) {
    if (node.type !== 'AccessAttribute' || typeof node.name !== 'string') return undefined
    path.unshift(node.name)
    node = node.base as Node | undefined
  }
  return path
}

/**
 * The array being ordered, when it is documents: the dataset, a literal array, or a filter of either.
 * Stable when it is the very array the query got (the dataset or the narrowed candidates), or a
 * filter's result kept beside it (filter-results.ts), which the sorted order can then be kept beside.
 */
function source(base: Node, options: EvaluateOptions): {items: unknown[]; stable: boolean} | undefined {
  const items = documents(base, options)
  if (items) return {items, stable: true}
  const filtered = base.type === 'Filter' ? documents(base.base as Node, options) : undefined
  const found = filtered && filterResult(filtered, base, options)
  return found && {items: found.items, stable: found.kept}
}

function isCountOfFilter(node: Node): boolean {
  const args = node.args as Node[] | undefined
  return (
    node.type === 'FuncCall' &&
    node.name === 'count' &&
    (node.namespace === undefined || node.namespace === 'global') &&
    args?.length === 1 &&
    args[0].type === 'Filter'
  )
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

/** The value an order key sorts by, as groq-js evaluates `a.b` and `lower(a.b)`. */
export function keyValue(item: unknown, key: OrderKey): unknown {
  let value = attribute(item, key.path[0])
  for (let i = 1; i < key.path.length; i++) {
    // Inside a path only own properties count (an inherited object would not rank like null).
    const parent = value
    value =
      parent !== null && typeof parent === 'object' && Object.hasOwn(parent, key.path[i])
        ? attribute(parent, key.path[i])
        : null
  }
  if (!key.lower) return value
  return typeof value === 'string' ? value.toLowerCase() : null
}

/** groq-js's total order over JSON values: numbers, then strings, then booleans, then the rest. */
const RANKS: Record<string, number | undefined> = {number: 2, string: 3, boolean: 4}

export function compareValues(a: unknown, b: unknown): number {
  const rankA = RANKS[typeof a] ?? 100
  const rankB = RANKS[typeof b] ?? 100
  if (rankA !== rankB) return rankA - rankB
  if (rankA === 100) return 0
  if (rankA === 3) return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
  return (a as number) - (b as number)
}

/**
 * The first `count` entries in sorted order. For a short prefix of a long array a bounded heap keeps
 * only the best `count` seen so far, its worst at the root: an entry that does not beat the root costs
 * one comparison. Documents are held roughly in `_updatedAt` order, so for `order(_updatedAt desc)`
 * every entry would beat the ones before it; the entries are then visited from the end, which gives
 * the same result (`compare` is a total order) with about one comparison each.
 */
export function firstSorted<T>(entries: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count * 8 >= entries.length) return entries.sort(compare).slice(0, count)
  if (count <= 0) return []
  const heap: T[] = []
  // `compare` is a total order (ties broken by position), so "worse" is always strict.
  const worse = (i: number, j: number) => compare(heap[i], heap[j]) > 0
  const swap = (i: number, j: number) => {
    const held = heap[i]
    heap[i] = heap[j]
    heap[j] = held
  }
  const backwards = compare(entries[entries.length - 1], entries[0]) < 0
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[backwards ? entries.length - 1 - k : k]
    if (heap.length < count) {
      heap.push(entry)
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1)
    } else if (compare(entry, heap[0]) < 0) {
      heap[0] = entry
      for (let i = 0; ;) {
        const left = 2 * i + 1
        const right = left + 1
        let worst = i
        if (left < count && worse(left, worst)) worst = left
        if (right < count && worse(right, worst)) worst = right
        if (worst === i) break
        swap(i, worst)
        i = worst
      }
    }
  }
  return heap.sort(compare)
}
