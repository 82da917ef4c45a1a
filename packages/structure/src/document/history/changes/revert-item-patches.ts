import type {PatchOperations, Path, PathSegment} from '@tessera/types'
import {pathToString} from '@tessera/schema'
import type {ArrayItemChange, FieldChange} from './change-types.js'

function keyOf(value: unknown): string | undefined {
  const key = (value as {_key?: unknown} | null)?._key
  return typeof value === 'object' && typeof key === 'string' ? key : undefined
}

/**
 * Where an item is in the array now: by `_key` when it has one (stays right while others move), else
 * by index (`toIndex`, its place in the version compared with: the current one while reverting).
 */
function segmentOf(value: unknown, index: number | undefined): PathSegment {
  const key = keyOf(value)
  return key !== undefined ? {_key: key} : (index ?? 0)
}

/**
 * Patches that put the removed (or moved) `item` back where it was: after the nearest item before it
 * in the old array that is still there, else first; into an empty or missing array with setIfMissing.
 */
function insertAtOldPlace(change: FieldChange, item: ArrayItemChange): PatchOperations[] {
  const path = change.path
  const at = (segment: PathSegment) => pathToString([...path, segment])
  const items = change.items ?? []
  const before = items
    .filter(
      (other) =>
        other !== item &&
        other.fromIndex !== undefined &&
        other.toIndex !== undefined &&
        other.fromIndex < (item.fromIndex ?? 0),
    )
    .sort((a, b) => (b.fromIndex ?? 0) - (a.fromIndex ?? 0))[0]
  const value = [item.fromValue]
  if (before) return [{insert: {after: at(segmentOf(before.toValue, before.toIndex)), items: value}}]
  const remaining = Array.isArray(change.toValue)
    ? change.toValue.length - (item.toIndex === undefined ? 0 : 1)
    : 0
  if (remaining > 0) return [{insert: {before: at(0), items: value}}]
  return [{setIfMissing: {[pathToString(path)]: []}}, {insert: {after: at(-1), items: value}}]
}

/**
 * The patches that undo one array item's change (the change viewer's per-item revert): an added item
 * goes, a removed one comes back where it was, a changed one gets its old value, a moved one goes back
 * to its old place. Applied in order, as one edit.
 */
export function revertItemPatches(change: FieldChange, item: ArrayItemChange): PatchOperations[] {
  const path: Path = change.path
  const current = pathToString([...path, segmentOf(item.toValue, item.toIndex)])
  switch (item.action) {
    case 'added':
      return [{unset: [current]}]
    case 'removed':
      return insertAtOldPlace(change, item)
    case 'changed':
      return [{set: {[current]: item.fromValue}}]
    case 'moved':
      return [{unset: [current]}, ...insertAtOldPlace(change, item)]
    default:
      return []
  }
}

/** Items can be reverted one by one when they are keyed, or (unkeyed) when none of them moved. */
export function canRevertItem(change: FieldChange, item: ArrayItemChange): boolean {
  if (item.action === 'unchanged') return false
  if (keyOf(item.toValue ?? item.fromValue) !== undefined) return true
  return !(change.items ?? []).some((other) => other.action === 'moved')
}
