import type {Path} from '@tessera/types'
import {getFieldMember, getItemMember} from '../../state/find-node.js'
import type {FormNode} from '../../state/types.js'

/**
 * An object inside rich text that its editor can open: a block object, an inline object in a text
 * block's children, or an annotation in a text block's `markDefs`. `element` is what a popover
 * points at.
 */
export type ObjectTarget =
  | {kind: 'block'; blockKey: string; element?: HTMLElement | null}
  | {kind: 'inline'; blockKey: string; childKey: string; element?: HTMLElement | null}
  | {kind: 'annotation'; blockKey: string; markKey: string; element?: HTMLElement | null}

/** The target's path relative to the field. */
export function objectPath(target: ObjectTarget): Path {
  const block = {_key: target.blockKey}
  if (target.kind === 'inline') return [block, 'children', {_key: target.childKey}]
  if (target.kind === 'annotation') return [block, 'markDefs', {_key: target.markKey}]
  return [block]
}

/**
 * The form node at `path` below `node` (fields by name, items by `{_key}`), or undefined when it is
 * not there (removed meanwhile, or hidden).
 */
export function formNodeAt(node: FormNode, path: Path): FormNode | undefined {
  let current: FormNode = node
  try {
    for (const segment of path) {
      if (typeof segment === 'string' && current.kind === 'object') {
        current = getFieldMember(current, segment).field
      } else if (typeof segment === 'object' && !Array.isArray(segment) && current.kind === 'array') {
        current = getItemMember(current, segment).item
      } else {
        return undefined
      }
    }
  } catch {
    return undefined
  }
  return current
}
