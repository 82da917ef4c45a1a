import type {FieldActionNode} from './types.js'

/**
 * The entries to show: hidden actions and groups left out, groups left empty by that dropped, and
 * dividers only between entries (none leading, trailing or doubled).
 */
export function visibleFieldActions(nodes: readonly FieldActionNode[]): FieldActionNode[] {
  const shown: FieldActionNode[] = []
  for (const node of nodes) {
    if (node.type === 'divider') {
      if (shown.length > 0 && shown[shown.length - 1].type !== 'divider') shown.push(node)
      continue
    }
    if (node.hidden) continue
    if (node.type === 'group') {
      const children = visibleFieldActions(node.children)
      if (children.length > 0) shown.push({...node, children})
      continue
    }
    shown.push(node)
  }
  while (shown.length > 0 && shown[shown.length - 1].type === 'divider') shown.pop()
  return shown
}
