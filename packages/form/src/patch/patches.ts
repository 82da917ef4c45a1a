import type {Path, PathSegment} from '@tessera/types'

/**
 * A change an input asks for, relative to the input's own value (`path: []` is the input itself).
 * Each level above prefixes its segment (a field name, or `{_key}` for an array item; never an index),
 * and the form's root turns the result into Content Lake patches.
 */
export type FormPatch =
  | {type: 'set'; path: Path; value: unknown}
  | {type: 'unset'; path: Path}
  | {type: 'setIfMissing'; path: Path; value: unknown}
  | {type: 'insert'; path: Path; position: 'before' | 'after' | 'replace'; items: unknown[]}
  | {type: 'inc'; path: Path; value: number}
  | {type: 'dec'; path: Path; value: number}
  | {type: 'diffMatchPatch'; path: Path; value: string}

export const set = (value: unknown, path: Path = []): FormPatch => ({type: 'set', path, value})
export const unset = (path: Path = []): FormPatch => ({type: 'unset', path})
export const setIfMissing = (value: unknown, path: Path = []): FormPatch => ({
  type: 'setIfMissing',
  path,
  value,
})
export const inc = (value = 1, path: Path = []): FormPatch => ({type: 'inc', path, value})
export const dec = (value = 1, path: Path = []): FormPatch => ({type: 'dec', path, value})
export const diffMatchPatch = (value: string, path: Path = []): FormPatch => ({
  type: 'diffMatchPatch',
  path,
  value,
})

/** Inserts `items` before, after or in place of the item at `path` (relative to the array). */
export const insert = (
  items: unknown[],
  position: 'before' | 'after' | 'replace',
  path: Path,
): FormPatch => ({
  type: 'insert',
  path,
  position,
  items,
})

/**
 * Puts `segment` in front of every patch's path: what a field does with its input's patches (its name)
 * and an array item with its item's patches (`{_key}`). Indexes are refused: concurrent edits move
 * items, and a patch by index would land on the wrong one.
 */
export function prefixPatches(patches: readonly FormPatch[], segment: PathSegment): FormPatch[] {
  if (typeof segment === 'number' || Array.isArray(segment)) {
    throw new Error(
      `Patches are addressed by field name or {_key}, not by index (got ${JSON.stringify(segment)})`,
    )
  }
  return patches.map((patch) => ({...patch, path: [segment, ...patch.path]}))
}
