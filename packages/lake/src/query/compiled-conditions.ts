import {Path} from 'groq-js'
import {documentsById, SCORED_PHRASES} from './text-query-rewrite.js'
import {countMatches, patternTerms, type Term} from './text-match.js'
import {
  compileTextQuery,
  objectSegments,
  occurrences,
  stringSegments,
  textQueryMatches,
  type Segments,
  type TextQuery,
} from './text-query.js'
import type {TreeNode as Node} from './tree-walk.js'

/**
 * The filters a search sends, compiled to plain functions of the document instead of run through
 * groq-js's interpreter (several microseconds a document, which over the 10,000 documents a typed
 * word matches is most of a search). Only a small part of GROQ compiles: what reads nothing but the
 * document and literals (`@`, attributes, `a[].b`, `[...]`, `==`, `!=`, `in`, `&&`, `||`, `!`, `match`,
 * `text::query()`, `path()`); anything else gives undefined and groq-js evaluates it as before.
 *
 * Each compiled function answers exactly what groq-js answers: values as its `fromJS` sees them
 * (a missing attribute is null), conditions with GROQ's three values (true, false, null for
 * anything that is not a boolean), `match` and `text::query()` through the same matchers as the
 * lake's rewrites (text-match.ts, text-query.ts). None has side effects, so `&&` and `||` may stop
 * early where groq-js evaluates both sides.
 */

/** A compiled value: the JSON value of the expression for `@` = the element, in the array `items`. */
export type CompiledValue = (element: unknown, items: readonly unknown[]) => unknown
/** A compiled condition: true, false, or null (not a boolean). */
export type CompiledCondition = (element: unknown, items: readonly unknown[]) => boolean | null

export function compileValue(node: Node): CompiledValue | undefined {
  switch (node.type) {
    case 'This':
      return (element) => element
    case 'Group':
      return compileValue(node.base as Node)
    case 'Value': {
      const value = node.value
      if (!isJson(value)) return undefined
      return () => value ?? null
    }
    case 'AccessAttribute': {
      const name = node.name as string
      const base = node.base ? compileValue(node.base as Node) : (element: unknown) => element
      if (!base) return undefined
      return (element, items) => attribute(base(element, items), name)
    }
    case 'AccessElement': {
      const index = node.index
      const base = compileValue(node.base as Node)
      if (!base || typeof index !== 'number') return undefined
      return (element, items) => {
        const array = base(element, items)
        if (!Array.isArray(array)) return null
        return array[index < 0 ? index + array.length : index] ?? null
      }
    }
    case 'ArrayCoerce': {
      const base = compileValue(node.base as Node)
      if (!base) return undefined
      return (element, items) => {
        const value = base(element, items)
        return Array.isArray(value) ? value : null
      }
    }
    case 'Map':
    case 'FlatMap': {
      // `rows[].title`: the expression for each element of an array (null when it is not one),
      // arrays it gives flattened for FlatMap.
      const base = compileValue(node.base as Node)
      const expr = base && compileValue(node.expr as Node)
      if (!base || !expr) return undefined
      const flat = node.type === 'FlatMap'
      return (element, items) => {
        const array = base(element, items)
        if (!Array.isArray(array)) return null
        const result: unknown[] = []
        for (const item of array) {
          const value = expr(item, items)
          if (flat && Array.isArray(value)) for (const inner of value) result.push(inner)
          else result.push(value)
        }
        return result
      }
    }
    case 'Array': {
      const elements = (node.elements as Node[]).map((element) => ({
        value: compileValue(element.value as Node),
        splat: element.isSplat === true,
      }))
      if (elements.some((element) => !element.value)) return undefined
      return (element, items) => {
        const result: unknown[] = []
        for (const {value, splat} of elements) {
          const got = value!(element, items)
          if (!splat) result.push(got)
          else if (Array.isArray(got)) for (const item of got) result.push(item)
        }
        return result
      }
    }
    default:
      return undefined
  }
}

export function compileCondition(node: Node): CompiledCondition | undefined {
  switch (node.type) {
    case 'Group':
      return compileCondition(node.base as Node)
    case 'Value': {
      const value = typeof node.value === 'boolean' ? node.value : null
      return () => value
    }
    case 'And': {
      const left = compileCondition(node.left as Node)
      const right = left && compileCondition(node.right as Node)
      if (!left || !right) return undefined
      return (element, items) => {
        const a = left(element, items)
        if (a === false) return false
        const b = right(element, items)
        if (b === false) return false
        return a === true && b === true ? true : null
      }
    }
    case 'Or': {
      const left = compileCondition(node.left as Node)
      const right = left && compileCondition(node.right as Node)
      if (!left || !right) return undefined
      return (element, items) => {
        const a = left(element, items)
        if (a === true) return true
        const b = right(element, items)
        if (b === true) return true
        return a === false && b === false ? false : null
      }
    }
    case 'Not': {
      const base = compileCondition(node.base as Node)
      if (!base) return undefined
      return (element, items) => {
        const value = base(element, items)
        return value === null ? null : !value
      }
    }
    case 'OpCall':
      return compileOperator(node)
    default:
      return undefined
  }
}

function compileOperator(node: Node): CompiledCondition | undefined {
  const op = node.op as string
  if (op === 'match') {
    const match = compileTextMatch(node.left as Node, node.right as Node)
    return match && ((element, items) => match.matches(element, items))
  }
  if (op === '==' || op === '!=') {
    const left = compileValue(node.left as Node)
    const right = left && compileValue(node.right as Node)
    if (!left || !right) return undefined
    const equal = op === '=='
    return (element, items) => isEqual(left(element, items), right(element, items)) === equal
  }
  if (op === 'in') {
    const left = compileValue(node.left as Node)
    if (!left) return undefined
    const path = pathLiteral(node.right as Node)
    if (path) {
      return (element, items) => {
        const value = left(element, items)
        return typeof value === 'string' ? path.matches(value) : null
      }
    }
    const right = compileValue(node.right as Node)
    if (!right) return undefined
    return (element, items) => {
      const list = right(element, items)
      if (!Array.isArray(list)) return null
      const value = left(element, items)
      for (const candidate of list) if (isEqual(value, candidate)) return true
      return false
    }
  }
  return undefined
}

/** `path("...")` with a literal string: its Path, as groq-js builds it. */
function pathLiteral(node: Node): Path | undefined {
  if (node.type !== 'FuncCall' || node.name !== 'path' || (node.namespace ?? 'global') !== 'global')
    return undefined
  const [arg] = node.args as Node[]
  return arg?.type === 'Value' && typeof arg.value === 'string' && (node.args as Node[]).length === 1
    ? new Path(arg.value)
    : undefined
}

/** A compiled `text match pattern` or `text match text::query(search)`: its verdict and its score. */
export interface CompiledTextMatch {
  matches(element: unknown, items: readonly unknown[]): boolean
  /** What groq-js's `score()` gives the node (text-query-rewrite.ts for `text::query()`). */
  score(element: unknown, items: readonly unknown[]): number
}

/** groq-js's BM25 saturation constant in `score()` of a `match`. */
const BM25K = 1.2

export function compileTextMatch(text: Node, pattern: Node): CompiledTextMatch | undefined {
  if (pattern.type === 'FuncCall' && pattern.namespace === 'text' && pattern.name === 'query') {
    const [search] = pattern.args as Node[]
    if (search?.type !== 'Value') return undefined
    if (typeof search.value !== 'string') return {matches: () => false, score: () => 0}
    const segments = compileSegments(text)
    return segments && textQueryMatch(compileTextQuery(search.value), segments)
  }
  if (pattern.type !== 'Value') return undefined
  const textValue = compileValue(text)
  if (!textValue) return undefined
  const literal = pattern.value
  const terms =
    typeof literal === 'string'
      ? patternTerms(literal)
      : Array.isArray(literal) && literal.every((part) => typeof part === 'string')
        ? (literal as string[]).flatMap(patternTerms)
        : undefined
  if (!terms || terms.length === 0) return {matches: () => false, score: () => 0}
  return {
    matches: (element, items) => {
      const value = textValue(element, items)
      for (const term of terms) if (countIn(value, term, 1) === 0) return false
      return true
    },
    score: (element, items) => {
      const value = textValue(element, items)
      let score = 0
      for (const term of terms) {
        const freq = countIn(value, term, Infinity)
        // The very expression groq-js computes, so the sums are equal to the last bit.
        score += (freq * (BM25K + 1)) / (freq + BM25K)
      }
      return score
    },
  }
}

/**
 * How many tokens of a value match a term (up to `upTo`): a string's, or those of an array's
 * strings; anything else has none (as groq-js gathers text for `match`).
 */
function countIn(value: unknown, term: Term, upTo: number): number {
  if (typeof value === 'string') return countMatches(term, value, upTo)
  if (!Array.isArray(value)) return 0
  let found = 0
  for (const part of value) {
    if (typeof part !== 'string') continue
    found += countMatches(term, part, upTo - found)
    if (found >= upTo) return found
  }
  return found
}

type CompiledSegments = (element: unknown, items: readonly unknown[]) => Segments

/**
 * The segments `text::query()` reads from its text (text-query-rewrite.ts): per element of a literal
 * array (or the whole text), a string, the strings of an array, or for `@` the document's strings
 * when it is a document of the filtered array.
 */
function compileSegments(text: Node): CompiledSegments | undefined {
  const elements =
    text.type === 'Array' && (text.elements as Node[]).every((element) => !element.isSplat)
      ? (text.elements as Node[]).map((element) => element.value as Node)
      : [text]
  const parts: ((element: unknown, items: readonly unknown[], into: (readonly string[])[]) => void)[] = []
  for (const element of elements) {
    if (element.type === 'This') {
      parts.push((doc, items, into) => {
        const id = attribute(doc, '_id')
        const found = typeof id === 'string' ? documentsById(items as object[]).get(id) : undefined
        if (found) for (const segment of objectSegments(found)) into.push(segment)
      })
      continue
    }
    const value = compileValue(element)
    if (!value) return undefined
    parts.push((doc, items, into) => {
      const got = value(doc, items)
      if (typeof got === 'string') into.push(stringSegments(got))
      else if (Array.isArray(got))
        for (const part of got) if (typeof part === 'string') into.push(stringSegments(part))
    })
  }
  return (doc, items) => {
    const into: (readonly string[])[] = []
    for (const part of parts) part(doc, items, into)
    return into
  }
}

function textQueryMatch(query: TextQuery, segments: CompiledSegments): CompiledTextMatch {
  const phrases = Math.min(query.required.length, SCORED_PHRASES)
  return {
    matches: (element, items) => textQueryMatches(query, segments(element, items)),
    score: (element, items) => {
      const text = segments(element, items)
      if (!textQueryMatches(query, text)) return 0
      // 1 for the match, 1 more for each required phrase found a second and a third time.
      let score = 1
      for (let phrase = 0; phrase < phrases; phrase++) {
        const found = occurrences(query.required[phrase], text, 3)
        if (found >= 2) score++
        if (found >= 3) score++
      }
      return score
    },
  }
}

/** groq-js's attribute access: own attributes of an object; null for anything else. */
function attribute(value: unknown, name: string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  return Object.hasOwn(value, name) ? ((value as Record<string, unknown>)[name] ?? null) : null
}

/** groq-js's `==`: equal strings, numbers, booleans, or both null; nothing else is equal. */
function isEqual(a: unknown, b: unknown): boolean {
  if (a === null || b === null) return a === b
  const type = typeof a
  return (type === 'string' || type === 'number' || type === 'boolean') && a === b
}

/** Data a literal may hold here (substituted parameters are JSON). */
function isJson(value: unknown): boolean {
  if (value === null || value === undefined) return true
  const type = typeof value
  if (type === 'string' || type === 'number' || type === 'boolean') return true
  if (Array.isArray(value)) return true
  return type === 'object' && Object.getPrototypeOf(value) === Object.prototype
}
