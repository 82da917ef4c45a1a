import type {ArrayFormNode, FieldMember, FormNode, ItemMember, ObjectFormNode, ObjectMember} from './types.js'

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

/** The field member `name` of an object node (in a fieldset or not); throws 'Field not found'. */
export function getFieldMember(node: ObjectFormNode, name: string): FieldMember {
  for (const member of node.members) {
    if (member.kind === 'field' && member.name === name) return member
    if (member.kind === 'fieldSet') {
      const inSet = member.fieldSet.members.find(
        (candidate): candidate is FieldMember => candidate.kind === 'field' && candidate.name === name,
      )
      if (inSet) return inSet
    }
  }
  throw new Error(`Field not found: "${name}" (at ${node.id})`)
}

/** The item member at a key (or index) of an array node; throws 'No array item at key/index'. */
export function getItemMember(node: ArrayFormNode, at: {_key: string} | number): ItemMember {
  const items = node.members.filter((member): member is ItemMember => member.kind === 'item')
  if (typeof at === 'number') {
    const item = items.find((member) => member.index === at)
    if (!item) throw new Error(`No array item at index ${at} (at ${node.id})`)
    return item
  }
  const item = items.find((member) => member.item.id.endsWith(`[_key=="${at._key}"]`))
  if (!item) throw new Error(`No array item at key "${at._key}" (at ${node.id})`)
  return item
}
