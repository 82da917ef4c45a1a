import type {ExprNode} from 'groq-js'
import {compileCondition, type CompiledCondition} from './compiled-conditions.js'
import {compileScore, hasTextMatch, type CompiledScore} from './compiled-scores.js'
import {keptFilterResult} from './filter-results.js'
import {checkBudget} from './query-budget.js'
import {compareValues, firstSorted, keyValue, orderKeys, sliceBounds, type OrderKey} from './slices.js'
import {mapChildren, type TreeNode as Node} from './tree-walk.js'

/**
 * Searches evaluated natively: the reference input and the global search send
 *
 *     *[_type in [...] && (name match $t || _id match $t)]
 *       | score(boost(name match $t, 10), boost(_id match $t, 1)) | order(_score desc, _updatedAt desc) [0...100]
 *
 * where a typed word matches thousands of documents. The search index (candidates.ts) narrows `*` to
 * them, but groq-js then interprets the filter for each, scores each `match` again with regular
 * expressions, creates an object per document for its `_score`, and sorts them all by two keys
 * through its interpreter. Here, before the lake's other rewrites:
 *
 * - a filter over documents (`*`, or the candidates) whose top-level conjuncts include a compilable
 *   search (compiled-conditions.ts) runs its compilable conjuncts as plain functions; what does not compile
 *   stays a filter over the survivors, which groq-js runs as before. Kept beside the array it
 *   filtered (filter-results.ts), as groq-js's results are;
 * - `score(...)` over documents with compilable arguments (compiled-scores.ts) computes the scores,
 *   and with the `order(...)` (attribute keys) and slice after it picks only the documents the slice
 *   keeps (a bounded heap, slices.ts), creating `{...doc, _score}` for those alone.
 *
 * The answer is exactly groq-js's (`test/search-scoring.test.ts` compares them on random corpora):
 * scores are the same sums in the same order, and ties fall as its two stable sorts leave them (by
 * the order's keys, then by score, then by position).
 */
export function planSearches(
  tree: ExprNode,
  dataset: readonly unknown[],
  evaluateFilter: FilterEvaluator = () => undefined,
): ExprNode {
  return rewrite(tree as unknown as Node, {dataset, evaluateFilter}) as unknown as ExprNode
}

/**
 * Evaluates `items[filter]` (a Filter node over `*` or a literal array of documents) as the lake
 * evaluates any filter: what is left of a scored search's filter once its compilable conjuncts ran
 * (a date or a `references()` condition from the global search's filters). Undefined when it does
 * not give an array.
 */
export type FilterEvaluator = (items: readonly unknown[], filter: ExprNode) => unknown[] | undefined

interface Planning {
  dataset: readonly unknown[]
  evaluateFilter: FilterEvaluator
}

function rewrite(node: Node, planning: Planning): Node {
  if (node.type === 'Value') return node
  const scored = scoredChain(node, planning)
  if (scored) return scored
  const result = mapChildren(node, (child) => rewrite(child, planning))
  return result.type === 'Filter' ? (filtered(result, planning.dataset) ?? result) : result
}

/** The array a node gives when it is documents: `*`, or a literal array (the index's candidates). */
function documents(node: Node, dataset: readonly unknown[]): readonly unknown[] | undefined {
  if (node.type === 'Everything') return dataset
  if (node.type === 'Value' && Array.isArray(node.value)) return node.value
  return undefined
}

/** `documents[filter]` with its compilable search conjuncts run natively; undefined when it has none. */
function filtered(filter: Node, dataset: readonly unknown[]): Node | undefined {
  const items = documents(filter.base as Node, dataset)
  if (!items) return undefined
  const compiled: {node: Node; condition: CompiledCondition}[] = []
  const rest: Node[] = []
  for (const conjunct of conjuncts(filter.expr as Node)) {
    const condition = compileCondition(conjunct)
    if (condition) compiled.push({node: conjunct, condition})
    else rest.push(conjunct)
  }
  // Only searches: other filters keep the paths they have (candidates.ts, filter-results.ts). In a
  // search, compiled conjuncts run first, so what does not compile runs over fewer documents.
  if (compiled.length === 0 || !hasTextMatch(filter.expr)) return undefined
  const key = `compiled filter ${JSON.stringify(compiled.map((part) => part.node))}`
  const survivors = keptFilterResult(items, key, () => {
    const kept: unknown[] = []
    for (let i = 0; i < items.length; i++) {
      if ((i & 1023) === 1023) checkBudget()
      const element = items[i]
      if (compiled.every(({condition}) => condition(element, items) === true)) kept.push(element)
    }
    return kept
  })
  const base: Node = {type: 'Value', value: survivors}
  if (rest.length === 0) return base
  const expr = rest.reduce((left, right) => ({type: 'And', left, right}))
  return {...filter, base, expr}
}

/** The top-level `&&` operands (through groups): each must be true for the filter to hold. */
function conjuncts(expr: Node): Node[] {
  if (expr.type === 'And') return [...conjuncts(expr.left as Node), ...conjuncts(expr.right as Node)]
  if (expr.type === 'Group') return conjuncts(expr.base as Node)
  return [expr]
}

/** A `score()` with what follows it: an optional `order()` and an optional slice or element. */
interface Chain {
  score: Node
  keys: OrderKey[]
  /** The elements kept, from the length of the scored array. */
  bounds: (length: number) => [number, number]
  /** A single element (`[n]`) rather than an array. */
  single: boolean
}

function chainOf(node: Node): Chain | undefined {
  let at = node
  let bounds: Chain['bounds'] = (length) => [0, length]
  let single = false
  if (at.type === 'Slice' && typeof at.left === 'number' && typeof at.right === 'number') {
    const slice = at
    bounds = (length) => sliceBounds(slice, length)
    at = at.base as Node
  } else if (at.type === 'AccessElement' && typeof at.index === 'number') {
    const index = at.index
    bounds = (length) => {
      const position = index < 0 ? length + index : index
      return position < 0 ? [0, 0] : [position, position + 1]
    }
    single = true
    at = at.base as Node
  }
  let keys: OrderKey[] = []
  if (isPipe(at, 'order')) {
    const parsed = orderKeys(at.args as Node[])
    if (!parsed) return undefined
    keys = parsed
    at = at.base as Node
  }
  return isPipe(at, 'score') ? {score: at, keys, bounds, single} : undefined
}

function isPipe(node: Node, name: string): boolean {
  return node.type === 'PipeFuncCall' && node.name === name
}

/** The chain's value computed natively, or undefined where it does not apply. */
function scoredChain(node: Node, planning: Planning): Node | undefined {
  const chain = chainOf(node)
  if (!chain) return undefined
  const args = chain.score.args as Node[]
  if (!hasTextMatch(args)) return undefined
  const scores = args.map(compileScore)
  if (scores.some((score) => !score)) return undefined
  const base = rewrite(chain.score.base as Node, planning)
  const items = documents(base, planning.dataset) ?? filteredDocuments(base, planning)
  if (!items || !items.every(isObject)) {
    // Still evaluated by groq-js, over the base as planned.
    return replaceScoreBase(node, chain.score, base)
  }
  // `@` in `text::query()` is a document of the array the score's base filtered (text-query-rewrite.ts).
  const documentsOfBase = documents(base, planning.dataset) ?? documents(base.base as Node, planning.dataset)!
  const picked = pick(items, documentsOfBase, scores as CompiledScore[], chain)
  return {type: 'Value', value: chain.single ? (picked[0] ?? null) : picked}
}

/** What a filter over documents that is left after planning gives, evaluated as usual. */
function filteredDocuments(base: Node, planning: Planning): readonly unknown[] | undefined {
  const items = base.type === 'Filter' ? documents(base.base as Node, planning.dataset) : undefined
  return items && planning.evaluateFilter(items, base as unknown as ExprNode)
}

function pick(
  items: readonly unknown[],
  documentsOfBase: readonly unknown[],
  scores: CompiledScore[],
  chain: Chain,
): unknown[] {
  const score = new Float64Array(items.length)
  for (let p = 0; p < items.length; p++) {
    if ((p & 1023) === 1023) checkBudget()
    const item = items[p] as Record<string, unknown>
    let total = typeof item._score === 'number' ? item._score : 0
    for (const compiled of scores) total += compiled(item, documentsOfBase)
    score[p] = total
  }
  const [from, to] = chain.bounds(items.length)
  const end = Math.min(to, items.length)
  if (end <= from) return []
  const {keys} = chain
  const width = keys.length
  // Sort keys in one flat array, `_score` read from the computed scores.
  const values: unknown[] = new Array(items.length * width)
  for (let p = 0; p < items.length; p++) {
    for (let i = 0; i < width; i++) values[p * width + i] = scoredKeyValue(items[p], score[p], keys[i])
  }
  const compare = (a: number, b: number): number => {
    for (let i = 0; i < width; i++) {
      const c = compareValues(values[a * width + i], values[b * width + i]) * keys[i].direction
      if (c !== 0) return c
    }
    // score() sorted by score (stably) before order() did (stably).
    return score[b] - score[a] || a - b
  }
  const positions = Array.from({length: items.length}, (_, p) => p)
  return firstSorted(positions, end, compare)
    .slice(from)
    .map((p) => Object.assign({}, items[p], {_score: score[p]}))
}

/** A key's value for the scored object `{...item, _score: score}`. */
function scoredKeyValue(item: unknown, score: number, key: OrderKey): unknown {
  if (key.path[0] !== '_score') return keyValue(item, key)
  // A number has no attributes, and `lower()` of one is null.
  return key.path.length === 1 && !key.lower ? score : null
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The chain with its `score()` reading `base` instead. */
function replaceScoreBase(node: Node, score: Node, base: Node): Node {
  if (node === score) return {...score, base}
  return {...node, base: replaceScoreBase(node.base as Node, score, base)}
}
