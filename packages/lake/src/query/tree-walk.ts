/** A node of a groq-js expression tree, as the lake's rewrites see it. */
export type TreeNode = {type: string; [key: string]: unknown}

export function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === 'object' && value !== null && typeof (value as TreeNode).type === 'string'
}

/**
 * `node` with each child node (directly or in an array) replaced by `child(node)`; the node itself
 * when nothing changed, so an untouched tree keeps its identity. `Value` nodes hold data, not
 * syntax: callers leave them alone.
 */
export function mapChildren(node: TreeNode, child: (node: TreeNode) => TreeNode): TreeNode {
  let changed: TreeNode | undefined
  for (const key in node) {
    const value = node[key]
    let next: unknown = value
    if (Array.isArray(value)) {
      const mapped = value.map((item: unknown) => (isTreeNode(item) ? child(item) : item))
      if (mapped.some((item, i) => item !== value[i])) next = mapped
    } else if (isTreeNode(value)) {
      next = child(value)
    }
    if (next !== value) {
      changed ??= {...node}
      changed[key] = next
    }
  }
  return changed ?? node
}
