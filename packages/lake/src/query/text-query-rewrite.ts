import type {ExprNode} from 'groq-js'
import {derivedValue} from './derived-values.js'
import {callHook, callHookAlone, QueryHook} from './query-hooks.js'
import {
  compileTextQuery,
  objectSegments,
  occurrences,
  stringSegments,
  textQueryMatches,
  type TextQuery,
} from './text-query.js'
import {mapChildren, type TreeNode as Node} from './tree-walk.js'

/**
 * Replaces each `text match text::query(search)` (which groq-js refuses: 'not implemented') with an
 * expression that asks the lake's matcher (text-query.ts) through hooks (query-hooks.ts).
 *
 * The text is a value or an array of values (`[@, _id]`, what every list pane sends). Strings and
 * arrays of strings count as `match` has them. `@` where it is a document of the filtered array (in
 * `*[...]`, `| score(...)` and `| order(...)` over it) counts with every string in it: the hook gets
 * the document's `_id` and finds the document in that array (GROQ cannot hand an object to a hook).
 * Another object counts for nothing.
 *
 * Outside `score()` the expression is a boolean. Inside it, where groq-js sums `||` and gives a true
 * boolean 1, it is an `||` of booleans: 1 for the match, and 1 more for each required word or phrase
 * found a second and a third time, so `boost()` applies to matches only and more frequent words rank
 * higher (a stand-in for the Content Lake's BM25, which is not specified).
 */
export function rewriteTextQueries(tree: ExprNode, dataset: readonly object[]): ExprNode {
  return rewrite(tree as unknown as Node, {
    dataset,
    documents: undefined,
    scored: false,
  }) as unknown as ExprNode
}

interface Scope {
  dataset: readonly object[]
  /** The array `@` is an element of, when that is an array of documents. */
  documents: readonly object[] | undefined
  /** Whether the node is scored by groq-js's `score()` (an argument, or within its `&&`, `||`, `boost`). */
  scored: boolean
}

function rewrite(node: Node, scope: Scope): Node {
  if (node.type === 'Value') return node
  if (node.type === 'OpCall' && node.op === 'match' && isTextQuery(node.right as Node)) {
    const text = rewrite(node.left as Node, {...scope, scored: false})
    const search = rewrite(((node.right as Node).args as Node[])[0], {...scope, scored: false})
    return textQueryExpression(text, search, scope)
  }
  const plain = {...scope, scored: false}
  switch (node.type) {
    case 'Filter': {
      const base = rewrite(node.base as Node, plain)
      const expr = rewrite(node.expr as Node, {...plain, documents: documentsOf(base, scope.dataset)})
      return {...node, base, expr}
    }
    case 'PipeFuncCall': {
      const base = rewrite(node.base as Node, plain)
      const inner = {...plain, documents: documentsOf(base, scope.dataset), scored: node.name === 'score'}
      return {...node, base, args: (node.args as Node[]).map((arg) => rewrite(arg, inner))}
    }
    case 'Projection':
    case 'Map':
    case 'FlatMap': {
      const base = rewrite(node.base as Node, plain)
      return {...node, base, expr: rewrite(node.expr as Node, {...plain, documents: undefined})}
    }
    case 'And':
    case 'Or':
      return mapChildren(node, (child) => rewrite(child, scope))
    case 'FuncCall':
      if (scope.scored && node.name === 'boost') {
        const [scoredArg, ...rest] = node.args as Node[]
        return {...node, args: [rewrite(scoredArg, scope), ...rest.map((arg) => rewrite(arg, plain))]}
      }
      return mapChildren(node, (child) => rewrite(child, plain))
    default:
      return mapChildren(node, (child) => rewrite(child, plain))
  }
}

function isTextQuery(node: Node): boolean {
  return node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query'
}

/** The documents an array expression gives, when it gives documents of the dataset (or candidates). */
function documentsOf(node: Node, dataset: readonly object[]): readonly object[] | undefined {
  if (node.type === 'Everything') return dataset
  // Candidates the index narrowed `*` to (candidates.ts): the dataset's own documents.
  if (node.type === 'Value') return Array.isArray(node.value) ? (node.value as object[]) : undefined
  if (node.type === 'Filter' || node.type === 'Slice') return documentsOf(node.base as Node, dataset)
  if (node.type === 'PipeFuncCall' && (node.name === 'order' || node.name === 'score')) {
    return documentsOf(node.base as Node, dataset)
  }
  return undefined
}

/** Documents by id, where the id names one document of the array. */
export function documentsById(documents: readonly object[]): Map<string, object> {
  return derivedValue(documents, 'text::query documents by id', () => {
    const byId = new Map<string, object>()
    const repeated = new Set<string>()
    for (const doc of documents) {
      const id = (doc as {_id?: unknown})._id
      if (typeof id !== 'string') continue
      if (byId.has(id)) repeated.add(id)
      byId.set(id, doc)
    }
    for (const id of repeated) byId.delete(id)
    return byId
  })
}

/** What one `match text::query()` node has seen in its current evaluation. */
class TextQueryState {
  private segments: (readonly string[])[] = []
  private query: TextQuery | undefined
  private matched = false
  private counts: number[] = []

  constructor(private readonly constantQuery: TextQuery | undefined) {}

  reset(): boolean {
    this.segments = []
    this.query = this.constantQuery
    this.matched = false
    this.counts = []
    return true
  }

  setQuery(search: string): boolean {
    this.query = compileTextQuery(search)
    return true
  }

  addString(text: string): boolean {
    this.segments.push(stringSegments(text))
    return true
  }

  addObject(value: object | undefined): boolean {
    if (value) for (const segment of objectSegments(value)) this.segments.push(segment)
    return true
  }

  verdict(): boolean {
    this.matched = this.query !== undefined && textQueryMatches(this.query, this.segments)
    return this.matched
  }

  /** Whether the match holds and its `phrase`-th required phrase occurs at least `times` times. */
  occursAtLeast(phrase: number, times: number): boolean {
    const required = this.query?.required[phrase]
    if (!this.matched || !required) return false
    this.counts[phrase] ??= occurrences(required, this.segments, 3)
    return this.counts[phrase] >= times
  }
}

/** Bucket hooks per required phrase in `score()`: more than this many phrases add nothing more. */
export const SCORED_PHRASES = 8

function textQueryExpression(text: Node, search: Node, scope: Scope): Node {
  let constantQuery: TextQuery | undefined
  if (search.type === 'Value') {
    // Not a string: groq-js's functions give null for a wrong type, and matching null is false.
    if (typeof search.value !== 'string') return {type: 'Value', value: false}
    constantQuery = compileTextQuery(search.value)
  }
  const state = new TextQueryState(constantQuery)
  // Labels stand for the hooks in cache keys (filter-results.ts): the same query, the same label.
  const label = `text::query ${constantQuery ? JSON.stringify(search.value) : 'q'}`
  const reset = new QueryHook(`${label}: reset`, () => state.reset())
  const feedQuery = new QueryHook(`${label}: search`, (part) => state.setQuery(part))
  const feedText = new QueryHook(`${label}: text`, (part) => state.addString(part))
  const verdict = new QueryHook(`${label}: verdict`, () => state.verdict())

  const steps: Node[] = [callHookAlone(reset)]
  if (!constantQuery) steps.push(callHook(search, feedQuery))
  const elements =
    text.type === 'Array' && (text.elements as Node[]).every((element) => !element.isSplat)
      ? (text.elements as Node[]).map((element) => element.value as Node)
      : [text]
  for (const element of elements) {
    if (element.type === 'This' && scope.documents) {
      const documents = scope.documents
      const feedDocument = new QueryHook(`${label}: document`, (id) =>
        state.addObject(documentsById(documents).get(id)),
      )
      steps.push(callHook(attribute('_id'), feedDocument))
    } else if (isCheapToRepeat(element)) {
      steps.push(callHook(element, feedText), count(filter(element, callHook(THIS, feedText))))
    } else {
      // Evaluated once, then read as `t` (a string, or an array whose strings count).
      const t = attribute('t')
      const feeds = array([callHook(t, feedText), count(filter(t, callHook(THIS, feedText)))])
      steps.push({type: 'Projection', base: object({t: element}), expr: object({fed: feeds})})
    }
  }
  steps.push(callHookAlone(verdict))
  const matched: Node = {type: 'AccessElement', base: array(steps), index: steps.length - 1}
  if (!scope.scored) return matched

  let scored = matched
  const phrases = constantQuery ? Math.min(constantQuery.required.length, SCORED_PHRASES) : SCORED_PHRASES
  for (let phrase = 0; phrase < phrases; phrase++) {
    for (const times of [2, 3]) {
      const bucket = new QueryHook(`${label}: phrase ${phrase} ${times}x`, () =>
        state.occursAtLeast(phrase, times),
      )
      scored = {type: 'Or', left: scored, right: callHookAlone(bucket)}
    }
  }
  return scored
}

/** Attribute paths and literals: evaluating them twice costs next to nothing. */
function isCheapToRepeat(node: Node): boolean {
  if (node.type === 'AccessAttribute') return !node.base || isCheapToRepeat(node.base as Node)
  return node.type === 'Value' || node.type === 'Parameter'
}

const THIS: Node = {type: 'This'}

function attribute(name: string): Node {
  return {type: 'AccessAttribute', name}
}

function count(arg: Node): Node {
  return {type: 'FuncCall', namespace: 'global', name: 'count', args: [arg]}
}

function filter(base: Node, expr: Node): Node {
  return {type: 'Filter', base, expr}
}

function array(elements: Node[]): Node {
  return {type: 'Array', elements: elements.map((value) => ({type: 'ArrayElement', value, isSplat: false}))}
}

function object(attributes: Record<string, Node>): Node {
  return {
    type: 'Object',
    attributes: Object.entries(attributes).map(([name, value]) => ({
      type: 'ObjectAttributeValue',
      name,
      value,
    })),
  }
}
