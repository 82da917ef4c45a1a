import {randomKey} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {insert, prefixPatches, set, setIfMissing, unset, type FormPatch} from '../patch/patches.js'
import {isRecord} from '../state/values.js'

/** An array item as stored: an object with its `_key` (and `_type`). */
export type KeyedItem = Record<string, unknown> & {_key: string}

/** The `_key` of an item, when it has one. */
export function keyOf(item: unknown): string | undefined {
  return isRecord(item) && typeof item._key === 'string' ? item._key : undefined
}

/** A new, empty item of `type` with a fresh key. */
export function newItem(type: SchemaType): KeyedItem {
  if (type.jsonType !== 'object') throw new Error(invalidItemTypeMessage(type.name))
  return {_type: type.name, _key: randomKey()}
}

/** A copy of `item` under a new key (spec/001 §4 'duplicate'). */
export function duplicateItem(item: Record<string, unknown>): KeyedItem {
  return {...item, _key: randomKey()}
}

/** True when an item holds nothing but its key and type: closing its editor removes it. */
export function isEmptyItem(item: unknown): boolean {
  return isRecord(item) && Object.keys(item).every((name) => name === '_key' || name === '_type')
}

/**
 * Appends `item` to the array: the array is created when missing, then the item goes after the last
 * key (or becomes the whole array when it is empty).
 */
export function appendPatches(items: readonly unknown[], item: KeyedItem): FormPatch[] {
  const lastKey = keyOf(items[items.length - 1])
  return [setIfMissing([]), lastKey === undefined ? set([item]) : insert([item], 'after', [{_key: lastKey}])]
}

/**
 * Puts `item` first (spec/001 §4 'prepend'): the array is created when missing, then the item goes
 * before the first key (or becomes the whole array when it is empty).
 */
export function prependPatches(items: readonly unknown[], item: KeyedItem): FormPatch[] {
  const firstKey = keyOf(items[0])
  return [
    setIfMissing([]),
    firstKey === undefined ? set([item]) : insert([item], 'before', [{_key: firstKey}]),
  ]
}

/** Puts `item` before or after the item with `referenceKey`. */
export function insertNextTo(
  item: KeyedItem,
  position: 'before' | 'after',
  referenceKey: string,
): FormPatch[] {
  return insertItems([item], position, referenceKey)
}

const invalidItemTypeMessage = (type: string) =>
  `Invalid item type: "${type}". Default array input can only contain objects`

/**
 * Inserts `items` before or after the item with `referenceKey` (spec/001 §8 'Array insert'): the
 * default array input holds objects only, and an insert needs something to insert.
 */
export function insertItems(
  items: readonly unknown[],
  position: 'before' | 'after',
  referenceKey: string,
): FormPatch[] {
  if (items.length === 0) throw new Error('Insert event should include at least one item')
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new Error(
        invalidItemTypeMessage(Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item),
      )
  }
  return [insert([...items], position, [{_key: referenceKey}])]
}

/** Removes the item with `key`; removing the last one unsets the whole field (spec/001 §4). */
export function removePatches(items: readonly unknown[], key: string): FormPatch[] {
  const others = items.filter((item) => keyOf(item) !== key)
  return others.length === 0 ? [unset()] : [unset([{_key: key}])]
}

/**
 * Moves the item with `fromKey` to where `toKey` is: an unset by key, then an insert of the same item
 * before or after its new neighbour. Undefined (and an error logged) when either item lacks a key.
 */
export function movePatches(
  items: readonly unknown[],
  fromKey: string,
  toKey: string,
): FormPatch[] | undefined {
  const from = items.findIndex((item) => keyOf(item) === fromKey)
  const to = items.findIndex((item) => keyOf(item) === toKey)
  if (from < 0 || to < 0) {
    console.error(`Cannot move an array item that lacks a _key (from ${fromKey} to ${toKey})`)
    return undefined
  }
  if (from === to) return undefined
  const item = items[from]
  return [unset([{_key: fromKey}]), insert([item], from < to ? 'after' : 'before', [{_key: toKey}])]
}

/** Sets the fields of a resolved initial value on the item with `key` (its key and type are kept). */
export function initialValuePatches(key: string, value: unknown): FormPatch[] {
  if (!isRecord(value)) return []
  const patches = Object.entries(value)
    .filter(([name, fieldValue]) => name !== '_key' && name !== '_type' && fieldValue !== undefined)
    .map(([name, fieldValue]) => set(fieldValue, [name]))
  return prefixPatches(patches, {_key: key})
}

/** A form id (`stops[_key=="a"]`) as a DOM id that selectors and ARIA references accept. */
export function domIdOf(formId: string): string {
  return formId.replace(/[^A-Za-z0-9_-]+/g, '_')
}
