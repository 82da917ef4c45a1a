import type {ValidationMarker} from '@tessera/types'
import type {ArrayFormNode, FormNode, FormPresence, ObjectMember} from '../../state/types.js'

/** The validation markers and presence inside one block of a rich-text field (the block and below). */
export interface BlockStatus {
  validation: ValidationMarker[]
  presence: FormPresence[]
}

const EMPTY: BlockStatus = {validation: [], presence: []}

/** Per form node: everything at it and below. The form keeps unchanged nodes, so this is per change. */
const collected = new WeakMap<FormNode, BlockStatus>()

function collect(node: FormNode): BlockStatus {
  const cached = collected.get(node)
  if (cached) return cached
  const validation = [...node.validation]
  const presence = [...node.presence]
  const add = (child: FormNode) => {
    const inner = collect(child)
    validation.push(...inner.validation)
    presence.push(...inner.presence)
  }
  const addMembers = (members: readonly ObjectMember[]) => {
    for (const member of members) {
      if (member.kind === 'field') add(member.field)
      else if (member.kind === 'fieldSet') {
        for (const inner of member.fieldSet.members) if (inner.kind === 'field') add(inner.field)
      }
    }
  }
  if (node.kind === 'object') addMembers(node.members)
  else if (node.kind === 'array') {
    for (const member of node.members) if (member.kind === 'item') add(member.item)
  }
  const status = validation.length === 0 && presence.length === 0 ? EMPTY : {validation, presence}
  collected.set(node, status)
  return status
}

/**
 * The markers and presence of each block of a rich-text field, by block key: a required link URL in
 * a paragraph, an inline object's error, someone's caret. Blocks without any are left out. From the
 * node's `below` (the form builds a rich-text array's items only on demand), grouped by the key
 * after the field's path.
 */
export function blockStatuses(field: FormNode): Map<string, BlockStatus> {
  if (field.kind !== 'array') return new Map()
  if (!field.below) return statusesFromMembers(field)
  const depth = field.path.length
  const byBlock = new Map<string, BlockStatus>()
  const statusOf = (key: string) => {
    let status = byBlock.get(key)
    if (!status) {
      status = {validation: [], presence: []}
      byBlock.set(key, status)
    }
    return status
  }
  for (const marker of field.below.validation) {
    const key = keyAt(marker.path[depth])
    if (key !== undefined) statusOf(key).validation.push(marker)
  }
  for (const entry of field.below.presence) {
    const key = keyAt(entry.path[depth])
    if (key !== undefined) statusOf(key).presence.push(entry)
  }
  return byBlock
}

function keyAt(segment: unknown): string | undefined {
  const key = (segment as {_key?: unknown} | null)?._key
  return typeof segment === 'object' && typeof key === 'string' ? key : undefined
}

/** The same from the item nodes, for an array built with them. */
function statusesFromMembers(field: ArrayFormNode): Map<string, BlockStatus> {
  const byBlock = new Map<string, BlockStatus>()
  for (const member of field.members) {
    if (member.kind !== 'item') continue
    const key = (member.item.value as {_key?: unknown} | null)?._key
    if (typeof key !== 'string') continue
    const status = collect(member.item)
    if (status !== EMPTY) byBlock.set(key, status)
  }
  return byBlock
}

/** Whether a block's status has an error on the item with this key (an annotation, an inline object). */
export function hasErrorAt(status: BlockStatus | undefined, key: string): boolean {
  return (status?.validation ?? []).some(
    (marker) =>
      marker.level === 'error' &&
      marker.path.some(
        (segment) =>
          typeof segment === 'object' && segment !== null && '_key' in segment && segment._key === key,
      ),
  )
}
