import {shallowEqual} from '@tessera/kit'
import {showsSamePreview} from '../arrays/item-preview-value.js'
import {customInputOf, resolveBuiltInInputKind} from '../inputs/resolve-input-kind.js'
import type {ArrayMember, FormNode, ObjectFormNode, ObjectMember} from '../state/types.js'

/** A field's node as the form rendered it, and the node that replaces it. */
export interface LeafChange {
  from: FormNode
  to: FormNode
}

/**
 * What changed from the rendered form state to the next one, when nothing changed but the values of
 * some primitive fields (issue 23: a keystroke renders its own field, not the form).
 *
 * Typing changes one text; the form state then has a new node for that field and for every node above
 * it (their values contain it). Those above render nothing of that value themselves when they are the
 * built-in object and array-of-objects inputs and the item's preview in its array stays as it was: the
 * field, rendered by `FormField`, can take its new node on its own (`LiveNodes`). Returns the changed
 * fields' nodes then (empty when only values no field shows changed, such as `_rev`), and `undefined`
 * when anything else differs (validation, presence, focus, read-only state, members added, removed or
 * hidden, a custom or other input on the way, a preview that changes): the form renders as a whole.
 */
export function leafChangesOf(rendered: ObjectFormNode, next: ObjectFormNode): LeafChange[] | undefined {
  const changes: LeafChange[] = []
  return compareNodes(rendered, next, changes) ? changes : undefined
}

// A node's `path` is rebuilt with it (its `id` says the same and is compared); `groups` and
// `unknownFields` are new lists each build, compared by their entries.
const NODE_CONTENT = ['value', 'members', 'path', 'groups', 'unknownFields'] as const

function sameEntries(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
  return a.every((entry, index) => entry === b[index] || shallowEqual(entry as object, b[index] as object))
}

function sameShell(a: FormNode, b: FormNode): boolean {
  if (a.kind !== b.kind || a.id !== b.id || !shallowEqual(a, b, NODE_CONTENT)) return false
  if (a.kind !== 'object' || b.kind !== 'object') return true
  return sameEntries(a.groups, b.groups) && sameEntries(a.unknownFields, b.unknownFields)
}

/** An input that renders its members and nothing of its value itself (no custom component). */
function passesValueThrough(node: FormNode): boolean {
  if (customInputOf(node.schemaType)) return false
  const kind = resolveBuiltInInputKind(node.schemaType)
  return node.kind === 'object' ? kind === 'object' : node.kind === 'array' && kind === 'array-of-objects'
}

function compareNodes(a: FormNode, b: FormNode, changes: LeafChange[]): boolean {
  if (a === b) return true
  if (!sameShell(a, b)) return false
  if (a.kind === 'primitive') {
    // A new node with the same value (the server's copy of a text) shows nothing new.
    if (!Object.is(a.value, b.value)) changes.push({from: a, to: b})
    return true
  }
  if (!passesValueThrough(a)) return false
  if (a.kind === 'object' && b.kind === 'object') return compareObjectMembers(a.members, b.members, changes)
  if (a.kind === 'array' && b.kind === 'array') return compareArrayMembers(a.members, b.members, changes)
  return false
}

function compareObjectMembers(a: readonly ObjectMember[], b: readonly ObjectMember[], changes: LeafChange[]) {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) {
    const before = a[index]!
    const after = b[index]!
    if (before === after) continue
    if (before.kind !== after.kind || before.key !== after.key) return false
    if (before.kind === 'field' && after.kind === 'field') {
      if (!shallowEqual(before, after, ['field']) || !compareNodes(before.field, after.field, changes))
        return false
    } else if (before.kind === 'fieldSet' && after.kind === 'fieldSet') {
      if (
        !shallowEqual(before, after, ['fieldSet']) ||
        !shallowEqual(before.fieldSet, after.fieldSet, ['members'])
      )
        return false
      if (!compareObjectMembers(before.fieldSet.members, after.fieldSet.members, changes)) return false
    } else {
      return false
    }
  }
  return true
}

function compareArrayMembers(a: readonly ArrayMember[], b: readonly ArrayMember[], changes: LeafChange[]) {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) {
    const before = a[index]!
    const after = b[index]!
    if (before === after) continue
    if (before.kind !== 'item' || after.kind !== 'item' || before.key !== after.key) return false
    if (!shallowEqual(before, after, ['item'])) return false
    // The item's row shows its preview: a change there renders the array.
    const item = before.item
    if (item.kind !== 'object' || !showsSamePreview(item.schemaType, item.value, after.item.value))
      return false
    if (!compareNodes(item, after.item, changes)) return false
  }
  return true
}
