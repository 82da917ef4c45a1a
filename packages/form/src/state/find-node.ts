import type {FormNode, ObjectMember} from './types.js'

function inMembers(members: readonly ObjectMember[], id: string): FormNode | undefined {
  for (const member of members) {
    if (member.kind === 'field') {
      const found = findNodeById(member.field, id)
      if (found) return found
    } else if (member.kind === 'fieldSet') {
      const found = inMembers(member.fieldSet.members, id)
      if (found) return found
    }
  }
  return undefined
}

/**
 * The node with this id (its path as a string) in the form state, or undefined when it is hidden or
 * gone. Descends only into nodes whose id is a prefix of the one sought.
 */
export function findNodeById(node: FormNode, id: string): FormNode | undefined {
  if (node.id === id) return node
  if (node.id !== '' && node.id !== '(root)' && !id.startsWith(node.id)) return undefined
  if (node.kind === 'object') return inMembers(node.members, id)
  if (node.kind === 'array') {
    for (const member of node.members) {
      if (member.kind !== 'item') continue
      const found = findNodeById(member.item, id)
      if (found) return found
    }
  }
  return undefined
}
