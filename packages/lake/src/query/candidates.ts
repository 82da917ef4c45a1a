import type {ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {isPublishedId} from '../documents/ids.js'
import type {SearchLookup} from '../search-index/types.js'
import {createDerivedCache, derivedValue} from './derived-values.js'
import {draftsDocumentWithId, draftsViewOf, type DraftsView, type ReadableFilter} from './drafts-overlay.js'
import type {Perspective} from './perspective.js'
import {searchCondition} from './search-plan.js'

type Node = {type: string; [key: string]: unknown}

export interface NarrowOptions {
  index: DatasetIndex
  perspective: Perspective
  /** The caller's readable documents; candidates outside it are left out, as from `*`. */
  scope?: ReadableFilter
  /** The array `*` evaluates to (built once per dataset version and role set). */
  dataset: SanityDocument[]
  /** Under the drafts perspective: the view `dataset` is the documents of. */
  drafts?: DraftsView
  /**
   * The dataset's search index, for `match` and `text::query()` filters. Only where `index` is the
   * committed dataset the index was written with (not a transaction's working set).
   */
  search?: SearchLookup
}

/** Candidates the search index gave, kept beside the dataset version they were found for. */
const searchCandidates = createDerivedCache(8)

/** With this few candidates from the other indexes, asking the search index is not worth it. */
const FEW_CANDIDATES = 64

/**
 * Rewrites `*[filter]` nodes whose filter pins `_type`, `_id` or `references()` to literal values so
 * that they scan only the matching documents from the index instead of the whole dataset. The filter
 * itself still runs, so the candidates only need to be a superset of the matches.
 * Under the drafts perspective the candidates are what that perspective shows for the matching raw
 * documents (a readable draft in place of its published document, under the published id), and
 * `_id` pins name ids as the perspective shows them.
 * The documents of a type are kept beside `dataset` (derived-values.ts), so later queries of the same
 * dataset version get the very same array, which the sorted orders of slices.ts are kept beside.
 */
export function narrowEverything(tree: ExprNode, options: NarrowOptions): ExprNode {
  return rewrite(tree as unknown as Node, options) as unknown as ExprNode
}

function rewrite(node: Node, options: NarrowOptions): Node {
  let changed: Node | undefined
  for (const key in node) {
    const child = node[key]
    let next: unknown = child
    if (Array.isArray(child)) {
      const mapped = child.map((item) => (isNode(item) ? rewrite(item, options) : item))
      if (mapped.some((item, i) => item !== child[i])) next = mapped
    } else if (isNode(child)) {
      next = rewrite(child, options)
    }
    if (next !== child) {
      changed ??= {...node}
      changed[key] = next
    }
  }
  const result = changed ?? node
  if (result.type === 'Filter' && isNode(result.base) && result.base.type === 'Everything') {
    const best = candidateIds(result.expr as Node, options.index)
    const searched =
      best && best.size <= FEW_CANDIDATES ? undefined : searchedDocuments(result.expr as Node, options)
    if (searched && (!best || searched.length < best.size)) {
      // Not exact: the filter still runs over them, `match` and all.
      return {...result, base: {type: 'Value', value: searched}}
    }
    if (best) {
      const docs = candidateDocuments(best, options)
      // Every match satisfies the search condition: candidates the index did not find cannot match
      // (the global search asks each group of types for the same word: one lookup, a small base each).
      const base = {type: 'Value', value: searched ? intersection(docs, searched) : docs}
      // An exact conjunct is true for every candidate (and `true && x` is `x`), so it need not run again.
      const rest = best.exact ? withoutConjunct(result.expr as Node, best.conjunct) : result.expr
      return rest ? {...result, base, expr: rest} : base
    }
  }
  return result
}

/** The candidates as documents of the perspective, in dataset order where they come from the index. */
function candidateDocuments(best: Candidates, options: NarrowOptions): SanityDocument[] {
  const {index, perspective, scope, dataset} = options
  if (best.ids instanceof Map) {
    // Documents of one type come with the index entry: no lookup per id.
    const ofType = best.ids
    return derivedValue(dataset, best.typeKey!, () => {
      const docs: SanityDocument[] = []
      for (const doc of ofType.values()) {
        const shown = shownDocument(doc, options)
        if (shown) docs.push(shown)
      }
      return docs
    })
  }
  const docs: SanityDocument[] = []
  const byShownId = perspective === 'drafts' && best.byShownId
  for (const id of best.ids as Iterable<string>) {
    // `_id` pins name ids as the perspective shows them; the drafts perspective renames drafts.
    const doc = byShownId ? draftsDocumentWithId(id, index, scope) : index.get(id)
    const shown = doc && (byShownId ? doc : shownDocument(doc, options))
    if (shown) docs.push(shown)
  }
  if (byShownId && docs.length > 1) {
    // An overlay sits where its draft does, which an id list does not tell: take the dataset's order,
    // so that ties of an order() come out as from a full scan.
    const wanted = new Set(docs.map((doc) => doc._id))
    return dataset.filter((doc) => wanted.has(doc._id))
  }
  return docs
}

/**
 * The documents the search index finds for the filter's `match` and `text::query()` conditions, as
 * the perspective shows them, in the order a scan visits them; undefined when it cannot narrow.
 */
function searchedDocuments(expr: Node, options: NarrowOptions): SanityDocument[] | undefined {
  const lookup = options.search
  const condition = lookup && searchCondition(expr)
  if (!lookup || !condition) return undefined
  const {index, dataset} = options
  return searchCandidates.get(dataset, `search ${JSON.stringify(condition)}`, () => {
    // Over half the dataset, sorting candidates costs more than the scan they would save.
    const ids = lookup(condition, Math.max(FEW_CANDIDATES, Math.floor(index.size / 2)))
    if (!ids) return undefined
    const docs: SanityDocument[] = []
    const positions: number[] = []
    for (const id of ids) {
      const doc = index.get(id)
      const position = index.position(id)
      const shown = doc && shownDocument(doc, options)
      if (!shown || position === undefined) continue
      docs.push(shown)
      positions.push(position)
    }
    return inDatasetOrder(docs, positions)
  })
}

/**
 * The documents sorted by their dataset positions (distinct integers). Each key packs the position
 * and the document's index into one float, so a numeric typed-array sort does it (10,000 candidates
 * of the global search: a fraction of a comparator sort over objects); where the packed key would
 * not be exact, a comparator sort.
 */
function inDatasetOrder(docs: SanityDocument[], positions: number[]): SanityDocument[] {
  const shift = 2 ** Math.max(1, Math.ceil(Math.log2(docs.length + 1)))
  let highest = 0
  for (const position of positions) if (position > highest) highest = position
  if ((highest + 1) * shift > Number.MAX_SAFE_INTEGER) {
    const order = docs.map((_, i) => i).sort((a, b) => positions[a] - positions[b])
    return order.map((i) => docs[i])
  }
  const keys = new Float64Array(docs.length)
  for (let i = 0; i < docs.length; i++) keys[i] = positions[i] * shift + i
  keys.sort()
  const sorted: SanityDocument[] = new Array(docs.length)
  for (let i = 0; i < keys.length; i++) sorted[i] = docs[keys[i] % shift]
  return sorted
}

const intersections = new WeakMap<
  readonly SanityDocument[],
  WeakMap<readonly SanityDocument[], SanityDocument[]>
>()

/**
 * The candidates that the search found too, in the candidates' order. Kept beside both arrays (they
 * live as long as their dataset version), so a list's count and pages filter the same array.
 */
function intersection(docs: SanityDocument[], searched: SanityDocument[]): SanityDocument[] {
  let bySearch = intersections.get(docs)
  if (!bySearch) {
    bySearch = new WeakMap()
    intersections.set(docs, bySearch)
  }
  let found = bySearch.get(searched)
  if (!found) {
    const wanted = new Set(searched)
    found = docs.filter((doc) => wanted.has(doc))
    bySearch.set(searched, found)
  }
  return found
}

/** What the perspective shows for a raw document the caller may read, or undefined. */
function shownDocument(
  doc: SanityDocument,
  {perspective, scope, drafts}: NarrowOptions,
): SanityDocument | undefined {
  if (perspective === 'drafts') return drafts ? draftsViewOf(doc, drafts, scope) : undefined
  const visible = (perspective === 'raw' || isPublishedId(doc._id)) && (!scope || scope.has(doc))
  return visible ? doc : undefined
}

/** Candidate ids, or for `_type ==` the type's documents by id. */
type CandidateIds = ReadonlySet<string> | string[] | ReadonlyMap<string, SanityDocument>

interface Candidates {
  size: number
  ids: CandidateIds
  /** For `_type ==` and `_type in`: the condition, naming the documents kept beside the dataset. */
  typeKey?: string
  /** The ids are `_id` values (as a perspective shows them), not raw ids of matching documents. */
  byShownId: boolean
  conjunct: Node
  /** The candidates are exactly the documents the conjunct holds for (`_type ==`, `_id ==`, `_id in`). */
  exact: boolean
}

/** The smallest id set implied by the filter's top-level conjuncts, or undefined when none applies. */
function candidateIds(expr: Node, index: DatasetIndex): Candidates | undefined {
  let best: Candidates | undefined
  for (const conjunct of conjuncts(expr)) {
    const ids = idsFor(conjunct, index)
    if (!ids) continue
    const size = Array.isArray(ids)
      ? ids.length
      : (ids as ReadonlySet<string> | ReadonlyMap<string, SanityDocument>).size
    if (!best || size < best.size) {
      best = {
        size,
        ids,
        typeKey: ids instanceof Map ? typeKeyOf(conjunct) : undefined,
        byShownId: conjunct.type === 'OpCall' && !(ids instanceof Map),
        conjunct,
        exact: conjunct.type === 'OpCall',
      }
    }
  }
  return best
}

/** The filter without one of its top-level conjuncts; undefined when nothing remains. */
function withoutConjunct(expr: Node, conjunct: Node): Node | undefined {
  if (expr === conjunct) return undefined
  if (expr.type === 'Group') {
    const base = withoutConjunct(expr.base as Node, conjunct)
    return base === expr.base ? expr : base && {...expr, base}
  }
  if (expr.type !== 'And') return expr
  const left = withoutConjunct(expr.left as Node, conjunct)
  const right = withoutConjunct(expr.right as Node, conjunct)
  if (!left || !right) return left ?? right
  return left === expr.left && right === expr.right ? expr : {...expr, left, right}
}

function conjuncts(expr: Node): Node[] {
  if (expr.type === 'And') return [...conjuncts(expr.left as Node), ...conjuncts(expr.right as Node)]
  if (expr.type === 'Group') return conjuncts(expr.base as Node)
  return [expr]
}

function idsFor(node: Node, index: DatasetIndex): CandidateIds | undefined {
  if (node.type === 'OpCall' && node.op === '==') {
    const [attr, value] = attributeAndLiteral(node.left as Node, node.right as Node)
    if (typeof value !== 'string') return undefined
    if (attr === '_type') return index.documentsOfType(value)
    if (attr === '_id') return [value]
    return undefined
  }
  if (node.type === 'OpCall' && node.op === 'in') {
    const types = typesIn(node)
    if (types) return documentsOfTypes(types, index)
    const left = node.left as Node
    if (left.type !== 'AccessAttribute' || left.name !== '_id' || left.base) return undefined
    const values = literalArray(node.right as Node)
    // A Set: an id listed twice must still select its document only once.
    return values?.every((v) => typeof v === 'string') ? new Set(values as string[]) : undefined
  }
  if (node.type === 'FuncCall' && node.name === 'references') {
    const args = node.args as Node[]
    const targets = args.flatMap((arg) => {
      const value = literal(arg)
      return Array.isArray(value) ? value : [value]
    })
    if (!targets.every((t) => typeof t === 'string')) return undefined
    const ids = new Set<string>()
    for (const target of targets as string[]) for (const id of index.referrers(target)) ids.add(id)
    return ids
  }
  return undefined
}

/** `_type == "a"`, or `_type in ["a", "b"]` with its types sorted: what the candidates are. */
function typeKeyOf(conjunct: Node): string | undefined {
  if (conjunct.op === 'in') return `_type in ${JSON.stringify(typesIn(conjunct))}`
  const [, value] = attributeAndLiteral(conjunct.left as Node, conjunct.right as Node)
  return typeof value === 'string' ? `_type == ${JSON.stringify(value)}` : undefined
}

/** The distinct types of `_type in [...]` with a literal list of strings, sorted. */
function typesIn(node: Node): string[] | undefined {
  const left = node.left as Node
  if (left.type !== 'AccessAttribute' || left.name !== '_type' || left.base) return undefined
  const values = literalArray(node.right as Node)
  if (!values?.every((value) => typeof value === 'string')) return undefined
  return Array.from(new Set(values as string[])).sort()
}

/**
 * The documents of several types by id, in dataset order (so ties of an order() fall as in a scan),
 * kept beside the dataset version: the global search asks for the same groups of types each time.
 */
function documentsOfTypes(types: string[], index: DatasetIndex): ReadonlyMap<string, SanityDocument> {
  if (types.length === 1) return index.documentsOfType(types[0])
  return derivedValue(index.all(), `documents of types ${JSON.stringify(types)}`, () => {
    const found: {doc: SanityDocument; position: number}[] = []
    for (const type of types) {
      for (const doc of index.documentsOfType(type).values())
        found.push({doc, position: index.position(doc._id)!})
    }
    found.sort((a, b) => a.position - b.position)
    return new Map(found.map(({doc}) => [doc._id, doc]))
  })
}

function attributeAndLiteral(left: Node, right: Node): [string | undefined, unknown] {
  const attr = (n: Node) => (n.type === 'AccessAttribute' && !n.base ? (n.name as string) : undefined)
  if (attr(left) && right.type === 'Value') return [attr(left), right.value]
  if (attr(right) && left.type === 'Value') return [attr(right), left.value]
  return [undefined, undefined]
}

function literal(node: Node): unknown {
  if (node.type === 'Value') return node.value
  const array = literalArray(node)
  return array ?? undefined
}

function literalArray(node: Node): unknown[] | undefined {
  if (node.type === 'Value' && Array.isArray(node.value)) return node.value
  if (node.type !== 'Array') return undefined
  const values: unknown[] = []
  for (const element of node.elements as Node[]) {
    const value = element.value as Node
    if (element.isSplat || value.type !== 'Value') return undefined
    values.push(value.value)
  }
  return values
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}
