import type {SchemaType} from '@tessera/types'
import {insert, set, setIfMissing, unset, type FormPatch} from '../patch/patches.js'

/*
 * Patches for arrays of primitives (strings, numbers, booleans), which have no keys: values are
 * added at the end, and edited or removed by index. Each change touches one item, so two people
 * adding values, or typing in different items, both keep what they did (a `set` of the whole array
 * would drop whatever the other person did meanwhile).
 */

/** The value a new (or emptied) item of `type` starts with. */
export function emptyPrimitiveOf(type: SchemaType | undefined): string | number | boolean {
  if (type?.jsonType === 'number') return 0
  if (type?.jsonType === 'boolean') return false
  return ''
}

/** Adds `values` at the end, creating the array when it is missing. */
export function appendPrimitives(values: readonly unknown[]): FormPatch[] {
  return values.length === 0 ? [] : [setIfMissing([]), insert([...values], 'after', [-1])]
}

/** Adds `values` at the start (spec/001 §4 'prepend'), creating the array when it is missing. */
export function prependPrimitives(values: readonly unknown[]): FormPatch[] {
  return values.length === 0 ? [] : [setIfMissing([]), insert([...values], 'before', [0])]
}

/** Removes the item at `index`; removing the only one unsets the field. */
export function removePrimitive(length: number, index: number): FormPatch[] {
  return length <= 1 ? [unset()] : [unset([index])]
}

/**
 * An item input's patches (relative to the item) addressed to the item at `index`. Emptying an item
 * keeps its row: the item's `unset` becomes the type's empty value.
 */
export function primitiveItemPatches(index: number, type: SchemaType, patches: FormPatch[]): FormPatch[] {
  return patches.map((patch) =>
    patch.type === 'unset' && patch.path.length === 0
      ? set(emptyPrimitiveOf(type), [index])
      : {...patch, path: [index, ...patch.path]},
  )
}

/**
 * Where the value shown at `index` (of `rendered`) is in the document now (`live`): the same index
 * while it holds the same value, else the first equal value; -1 when it is gone.
 */
export function liveIndexOf(live: readonly unknown[], rendered: readonly unknown[], index: number): number {
  return Object.is(live[index], rendered[index]) ? index : live.indexOf(rendered[index])
}
