import type {ExprNode} from 'groq-js'
import type {TreeNode as Node} from './tree-walk.js'

/**
 * Whether groq-js evaluates a (planned, rewritten) query tree in time linear in the values it
 * holds, so that it can run without the watchdog (query-budget.ts): literal values, and projections
 * of them that pick attributes (`{_id, "title": name}`), sliced or indexed, and any filter, `order()` or
 * `score()` of an empty array. That is what is left of
 * a natively planned search (`Value([...the page]) {_id, _type, name, _score}`) and of the lists the
 * slices narrowed. Each element is visited once per picked attribute and the result holds only
 * values that were already there, so neither time nor size can grow past the input's.
 */
export function isLinearTree(tree: ExprNode): boolean {
  return linear(tree as unknown as Node)
}

function linear(node: Node): boolean {
  switch (node.type) {
    case 'Value':
      return true
    case 'Slice':
    case 'AccessElement':
      return linear(node.base as Node)
    case 'Projection':
      return linear(node.base as Node) && pickedAttributes(node.expr as Node)
    case 'Map':
      // `*[...]{...}` is a Map of `@{...}` over the array.
      return linear(node.base as Node) && (isEmpty(node.base as Node) || projectionOfThis(node.expr as Node))
    case 'Filter':
      return isEmpty(node.base as Node)
    case 'PipeFuncCall':
      return (node.name === 'order' || node.name === 'score') && isEmpty(node.base as Node)
    default:
      return false
  }
}

/**
 * An empty literal array, or a filter, map, slice, `order()` or `score()` of one: none of them
 * evaluates its expressions over no elements (a search the index found nothing for).
 */
function isEmpty(node: Node): boolean {
  switch (node.type) {
    case 'Value':
      return Array.isArray(node.value) && node.value.length === 0
    case 'Filter':
    case 'Map':
    case 'Slice':
      return isEmpty(node.base as Node)
    case 'PipeFuncCall':
      return (node.name === 'order' || node.name === 'score') && isEmpty(node.base as Node)
    default:
      return false
  }
}

function projectionOfThis(expr: Node): boolean {
  return (
    expr.type === 'Projection' && (expr.base as Node).type === 'This' && pickedAttributes(expr.expr as Node)
  )
}

/** `{a, "b": c}`: an object whose every value is an attribute of `@`. */
function pickedAttributes(expr: Node): boolean {
  if (expr.type !== 'Object') return false
  return (expr.attributes as Node[]).every(
    (attribute) => attribute.type === 'ObjectAttributeValue' && ownAttribute(attribute.value as Node),
  )
}

function ownAttribute(node: Node): boolean {
  if (node.type !== 'AccessAttribute' || typeof node.name !== 'string') return false
  const base = node.base as Node | undefined
  return base === undefined || base.type === 'This'
}
