import type {ExprNode} from 'groq-js'
import {checkBudget} from './query-budget.js'
import {callHookAlone, QueryHook} from './query-hooks.js'
import {mapChildren, type TreeNode as Node} from './tree-walk.js'


/** Checks the budget and lets evaluation go on (`"" in hook` is then true). */
const budgetCheck = new QueryHook('budget check', () => {
  checkBudget()
  return true
})

/**
 * Puts a budget check (query-budget.ts) where a query can multiply the size of its values: before
 * the right side of each `+` and before each `...` splat after the first in an array literal. Those
 * run after what came before them was built, so a query that doubles an array or a string in a
 * chain of projections (`{"a": *}{"a": a + a}{"a": a + a}...`) is stopped when the heap has grown
 * past the limit, a step after, instead of when it is exhausted.
 *
 * The check is `select("" in check => right)`: the value is the right side's, unchanged.
 */
export function addGrowthChecks(tree: ExprNode): ExprNode {
  return rewrite(tree as unknown as Node) as unknown as ExprNode
}

function rewrite(node: Node): Node {
  if (node.type === 'Value') return node
  const result = mapChildren(node, rewrite)
  if (result.type === 'OpCall' && result.op === '+') return {...result, right: checked(result.right as Node)}
  if (result.type === 'Array') {
    const elements = result.elements as Node[]
    let splats = 0
    const withChecks = elements.map((element) =>
      element.isSplat && splats++ > 0 ? {...element, value: checked(element.value as Node)} : element,
    )
    return splats > 1 ? {...result, elements: withChecks} : result
  }
  return result
}

function checked(node: Node): Node {
  return {
    type: 'Select',
    alternatives: [{type: 'SelectAlternative', condition: callHookAlone(budgetCheck), value: node}],
  }
}
