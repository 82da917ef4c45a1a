import {compileCondition, compileTextMatch} from './compiled-conditions.js'
import type {TreeNode as Node} from './tree-walk.js'

/** A compiled `score()` argument: what it adds to the element's `_score`. */
export type CompiledScore = (element: unknown, items: readonly unknown[]) => number

/**
 * A `score()` argument compiled as groq-js scores it (its `evaluateScore`): `match` by the BM25 term
 * frequency of each pattern term, `text::query()` as text-query-rewrite.ts scores it, `boost(x, n)`
 * as x + n where x is not 0, `||` as the sum, `&&` as the sum when neither side is 0, and anything
 * else 1 when it is true. Undefined where a part does not compile (compiled-conditions.ts).
 */
export function compileScore(node: Node): CompiledScore | undefined {
  if (node.type === 'OpCall' && node.op === 'match') {
    const match = compileTextMatch(node.left as Node, node.right as Node)
    return match && ((element, items) => match.score(element, items))
  }
  if (node.type === 'FuncCall' && node.name === 'boost') {
    const args = node.args as Node[]
    const inner = args.length === 2 ? compileScore(args[0]) : undefined
    if (!inner || args[1].type !== 'Value') return undefined
    const boost = args[1].value
    // A boost that is not a number scores nothing, as in groq-js.
    if (typeof boost !== 'number') return () => 0
    return (element, items) => {
      const score = inner(element, items)
      return score > 0 ? score + boost : 0
    }
  }
  if (node.type === 'Or' || node.type === 'And') {
    const left = compileScore(node.left as Node)
    const right = left && compileScore(node.right as Node)
    if (!left || !right) return undefined
    if (node.type === 'Or') return (element, items) => left(element, items) + right(element, items)
    return (element, items) => {
      const a = left(element, items)
      const b = right(element, items)
      return a === 0 || b === 0 ? 0 : a + b
    }
  }
  const condition = compileCondition(node)
  return condition && ((element, items) => (condition(element, items) === true ? 1 : 0))
}

/** Whether an expression holds a `match` (or `text::query()`): what makes a filter or score a search. */
export function hasTextMatch(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasTextMatch)
  if (node === null || typeof node !== 'object') return false
  const expr = node as Node
  if (expr.type === 'Value') return false
  if (expr.type === 'OpCall' && expr.op === 'match') return true
  for (const key in expr) if (key !== 'type' && hasTextMatch(expr[key])) return true
  return false
}
