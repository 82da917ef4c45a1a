import {evaluateSync, parse, type ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import {compileNative, type DocumentTest} from './native-filter.js'

type Node = {type: string; [key: string]: unknown}

/** A grant filter parsed once: `everything` filters are never evaluated. */
export interface GrantFilter {
  expr: ExprNode
  everything: boolean
  /** The filter as plain JavaScript, when its shape allows (see native-filter.ts). */
  test: DocumentTest | undefined
  /** The filter calls `identity()`, so its result depends on who asks, not only on the roles. */
  usesIdentity: boolean
}

/** Parses a grant filter; throws with groq-js's message when it is not a valid GROQ expression. */
export function parseGrantFilter(filter: string): GrantFilter {
  const expr = parse(filter)
  const node = expr as unknown as Node
  if (contains(node, (n) => n.type === 'Parameter')) throw new Error('grant filters cannot use parameters')
  return {
    expr,
    everything: matchesEverything(node),
    test: compileNative(expr),
    usesIdentity: contains(node, (n) => n.type === 'FuncCall' && n.name === 'identity'),
  }
}

/** `true` or `_id in path("**")`, optionally in parentheses. */
function matchesEverything(node: Node): boolean {
  if (node.type === 'Group') return matchesEverything(node.base as Node)
  if (node.type === 'Value') return node.value === true
  if (node.type !== 'OpCall' || node.op !== 'in') return false
  const left = node.left as Node
  const right = node.right as Node
  const args = right.args as Node[] | undefined
  return (
    left.type === 'AccessAttribute' &&
    left.name === '_id' &&
    !left.base &&
    right.type === 'FuncCall' &&
    right.name === 'path' &&
    args?.length === 1 &&
    args[0].type === 'Value' &&
    args[0].value === '**'
  )
}

function contains(node: unknown, test: (node: Node) => boolean): boolean {
  if (Array.isArray(node)) return node.some((item) => contains(item, test))
  if (node === null || typeof node !== 'object') return false
  const candidate = node as Node
  // A Value node holds data, not syntax.
  if (candidate.type === 'Value') return false
  if (typeof candidate.type === 'string' && test(candidate)) return true
  return Object.values(candidate).some((child) => contains(child, test))
}

/** Several filters as one expression: a document passes when any of them holds for it. */
export function anyOf(exprs: ExprNode[]): ExprNode | undefined {
  if (exprs.length === 0) return undefined
  return exprs.reduce((left, right) => ({type: 'Or', left, right}) as ExprNode)
}

/**
 * The documents `expr` holds for, in order and as the same objects. Grant filters see the document
 * alone: `*` inside one is empty, so a grant never depends on other documents.
 */
export function filterDocuments(expr: ExprNode, docs: SanityDocument[], identity: string): SanityDocument[] {
  const node = {type: 'Filter', base: {type: 'Value', value: docs}, expr} as unknown as ExprNode
  try {
    const {data} = evaluateSync(node, {dataset: [], params: {}, identity}) as {data?: unknown}
    return Array.isArray(data) ? (data as SanityDocument[]) : []
  } catch {
    // A filter that fails at run time grants nothing.
    return []
  }
}
