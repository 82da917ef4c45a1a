import {applyPatches as applyTextPatches, parsePatch} from '@sanity/diff-match-patch'
import type {PathSegment} from '@tessera/types'
import {isRecord} from '../state/values.js'
import type {FormPatch} from './patches.js'

/*
 * For stories and tests only: form patches applied to a plain value in memory (set, unset,
 * setIfMissing, insert, inc, dec, diffMatchPatch; by field name, `{_key}` or index, negative indexes
 * from the end), making missing objects on the way. The real form sends patches to the Content Lake.
 */

function indexOf(items: unknown[], segment: PathSegment): number {
  if (typeof segment === 'number') return segment < 0 ? items.length + segment : segment
  if (isRecord(segment) && '_key' in segment) {
    return items.findIndex((item) => isRecord(item) && item._key === segment._key)
  }
  return -1
}

function applyHere(value: unknown, patch: FormPatch): unknown {
  switch (patch.type) {
    case 'set':
      return patch.value
    case 'setIfMissing':
      return value === undefined || value === null ? patch.value : value
    case 'inc':
      return (typeof value === 'number' ? value : 0) + patch.value
    case 'dec':
      return (typeof value === 'number' ? value : 0) - patch.value
    case 'diffMatchPatch':
      return typeof value === 'string' ? applyTextPatches(parsePatch(patch.value), value)[0] : value
    default:
      return value
  }
}

function applyAt(value: unknown, patch: FormPatch, depth: number): unknown {
  const {path} = patch
  if (depth === path.length) return applyHere(value, patch)
  const segment = path[depth]
  const last = depth === path.length - 1
  if (Array.isArray(value)) {
    // As the lake does: inserting before or after an index (after [-1], say) of an empty array fills it.
    const intoEmpty = value.length === 0 && typeof segment === 'number' && patch.type === 'insert'
    if (last && intoEmpty && patch.position !== 'replace') {
      return [...patch.items]
    }
    const index = indexOf(value, segment)
    if (index < 0 || index >= value.length) return value
    if (last && patch.type === 'unset') return value.filter((_, at) => at !== index)
    if (last && patch.type === 'insert') {
      if (patch.position === 'replace')
        return [...value.slice(0, index), ...patch.items, ...value.slice(index + 1)]
      const at = patch.position === 'before' ? index : index + 1
      return [...value.slice(0, at), ...patch.items, ...value.slice(at)]
    }
    const next = [...value]
    next[index] = applyAt(value[index], patch, depth + 1)
    return next
  }
  if (typeof segment !== 'string') return value
  const record = isRecord(value) ? value : {}
  if (last && patch.type === 'unset') {
    const rest = {...record}
    delete rest[segment]
    return rest
  }
  return {...record, [segment]: applyAt(record[segment], patch, depth + 1)}
}

/** `value` with `patches` applied in order; an unset of the whole value gives undefined. */
export function applyLocalPatches(value: unknown, patches: readonly FormPatch[]): unknown {
  return patches.reduce<unknown>(
    (current, patch) =>
      patch.path.length === 0 && patch.type === 'unset' ? undefined : applyAt(current, patch, 0),
    value,
  )
}
