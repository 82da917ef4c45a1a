import type {SearchCondition} from '../search-index/types.js'
import {patternTerms, type Term} from './text-match.js'
import {compileTextQuery} from './text-query.js'

type Node = {type: string; [key: string]: unknown}

/** Any string of the document (`@`, or a path whose top-level attribute is not known). */
const ANY = 'any'
type Fields = Set<string> | typeof ANY

/**
 * What the search index is asked for to narrow `*[filter]`: a condition every document the filter
 * holds for satisfies, or undefined when the filter gives none. Read from the filter's `&&`, `||` and
 * groups down to `text match pattern` and `text match text::query(search)` where the text is taken
 * from the document itself (attributes, `@`, arrays and element paths of them: not `->`, `^`, function
 * results or literals), and the pattern or search is a literal (parameters are literals by now).
 *
 * Each term has to match some token of the text, so the document has a token starting with the
 * term's characters before its first `*` or `.` (equal to them when it has neither) under one of
 * the text's attributes. A term that starts with `*` or `.` says nothing and is left out. The filter
 * still runs over the candidates, so they only need to include every match.
 */
export function searchCondition(expr: Node): SearchCondition | undefined {
  switch (expr.type) {
    case 'Group':
      return searchCondition(expr.base as Node)
    case 'And': {
      const parts = [searchCondition(expr.left as Node), searchCondition(expr.right as Node)].filter(
        (part): part is SearchCondition => part !== undefined,
      )
      return combine('and', parts)
    }
    case 'Or': {
      const left = searchCondition(expr.left as Node)
      const right = left && searchCondition(expr.right as Node)
      if (!left || !right) return undefined
      return JSON.stringify(left) === JSON.stringify(right) ? left : {kind: 'or', parts: [left, right]}
    }
    case 'OpCall':
      return expr.op === 'match' ? matchCondition(expr.left as Node, expr.right as Node) : undefined
    default:
      return undefined
  }
}

function matchCondition(text: Node, pattern: Node): SearchCondition | undefined {
  const fields = textFields(text)
  if (!fields) return undefined
  let terms: Term[]
  if (pattern.type === 'Value') {
    const value = pattern.value
    if (typeof value === 'string') terms = patternTerms(value)
    else if (Array.isArray(value) && value.every((part) => typeof part === 'string'))
      terms = (value as string[]).flatMap(patternTerms)
    else return undefined
  } else if (isTextQuery(pattern)) {
    const search = (pattern.args as Node[])[0]
    if (search?.type !== 'Value' || typeof search.value !== 'string') return undefined
    // Every word of every required phrase occurs; exclusions narrow nothing.
    terms = compileTextQuery(search.value).required.flat()
  } else {
    return undefined
  }
  const parts: SearchCondition[] = []
  for (const term of terms) {
    if (term.head.length === 0) continue
    parts.push({
      kind: 'token',
      token: String.fromCharCode(...term.head),
      prefix: !term.exact,
      // The index looks prefixes up under any attribute: without fields, the same word searched in
      // `name` and in `_id` (or by another group of types) is one condition, asked for and kept once.
      fields: fields === ANY || !term.exact ? undefined : Array.from(fields),
    })
  }
  return combine('and', parts)
}

function combine(kind: 'and', parts: SearchCondition[]): SearchCondition | undefined {
  if (parts.length <= 1) return parts[0]
  return {kind, parts}
}

function isTextQuery(node: Node): boolean {
  return node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query'
}

/**
 * The top-level attributes a text expression takes its strings from, evaluated with the filtered
 * document as `@`; ANY for the whole document; undefined when it may hold strings from elsewhere.
 */
function textFields(node: Node): Fields | undefined {
  switch (node.type) {
    case 'This':
      return ANY
    case 'AccessAttribute': {
      const base = node.base as Node | undefined
      if (!base || base.type === 'This') return new Set([node.name as string])
      return textFields(base)
    }
    case 'AccessElement':
    case 'Slice':
    case 'ArrayCoerce':
    case 'Group':
    case 'Filter':
      // A filter only leaves elements out, whatever its condition reads.
      return textFields(node.base as Node)
    case 'Map':
    case 'FlatMap':
      return isElementPath(node.expr as Node) ? textFields(node.base as Node) : undefined
    case 'Array': {
      const fields = new Set<string>()
      for (const element of node.elements as Node[]) {
        const found = textFields(element.value as Node)
        if (!found) return undefined
        if (found === ANY) return ANY
        for (const field of found) fields.add(field)
      }
      return fields.size > 0 ? fields : undefined
    }
    default:
      return undefined
  }
}

/** Whether an expression mapped over elements gives parts of the element it is evaluated on. */
function isElementPath(node: Node): boolean {
  switch (node.type) {
    case 'This':
      return true
    case 'AccessAttribute':
      return !node.base || isElementPath(node.base as Node)
    case 'AccessElement':
    case 'Slice':
    case 'ArrayCoerce':
    case 'Group':
    case 'Filter':
      return isElementPath(node.base as Node)
    case 'Map':
    case 'FlatMap':
      return isElementPath(node.base as Node) && isElementPath(node.expr as Node)
    default:
      return false
  }
}
