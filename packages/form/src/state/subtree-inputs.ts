import {pathToString} from '@tessera/schema'
import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import type {FormPresence, PrepareFormStateOptions} from './types.js'

/**
 * What, besides its value, a subtree of the form state depends on: the markers, presence and focus at
 * or below it and the open/selected state of its objects. Indexed once per `prepareFormState` by every
 * path prefix, so each node finds its own in constant time and unchanged subtrees can be taken whole
 * from the previous state without being walked.
 */
export interface SubtreeInputs {
  markersAt(id: string): ValidationMarker[]
  presenceAt(id: string): FormPresence[]
  /** A string that changes whenever anything below `id` (other than the value) changes. */
  signature(id: string): string
}

const NONE: never[] = []

function prefixIds(path: Path): string[] {
  const ids: string[] = []
  for (let length = 0; length <= path.length; length++) ids.push(pathToString(path.slice(0, length)))
  return ids
}

export function indexSubtreeInputs(options: PrepareFormStateOptions): SubtreeInputs {
  const exact = new Map<string, ValidationMarker[]>()
  const present = new Map<string, FormPresence[]>()
  const below = new Map<string, string[]>()
  const note = (ids: readonly string[], entry: string) => {
    for (const id of ids) {
      const list = below.get(id)
      if (list) list.push(entry)
      else below.set(id, [entry])
    }
  }
  for (const marker of options.validation ?? []) {
    const ids = prefixIds(marker.path)
    const at = ids[ids.length - 1]!
    exact.set(at, [...(exact.get(at) ?? []), marker])
    note(ids, `v${marker.level}:${at}:${marker.message}`)
  }
  for (const entry of options.presence ?? []) {
    const ids = prefixIds(entry.path)
    const at = ids[ids.length - 1]!
    present.set(at, [...(present.get(at) ?? []), entry])
    note(ids, `p${entry.userId}:${at}`)
  }
  if (options.focusPath && options.focusPath.length > 0) {
    note(prefixIds(options.focusPath), `f:${pathToString(options.focusPath)}`)
  }
  // Open/collapsed and group choices are kept by object id: they belong to that object's subtree.
  for (const [id, collapsed] of Object.entries(options.collapsedFieldSets ?? {})) {
    note([id.slice(0, id.lastIndexOf('.fieldset:'))], `c:${id}:${collapsed}`)
  }
  for (const [id, group] of Object.entries(options.selectedGroups ?? {})) note([id], `g:${id}:${group}`)
  return {
    markersAt: (id) => exact.get(id) ?? NONE,
    presenceAt: (id) => present.get(id) ?? NONE,
    signature: (id) => below.get(id)?.join('\n') ?? '',
  }
}

const dynamicTypes = new WeakMap<SchemaType, boolean>()

/**
 * Whether anything in the type's tree decides hidden or readOnly with a callback. Such a callback sees
 * the whole document, so its subtree may change when a value elsewhere does: it cannot be skipped.
 */
export function hasConditionalMembers(type: SchemaType, seen = new Set<SchemaType>()): boolean {
  const known = dynamicTypes.get(type)
  if (known !== undefined) return known
  if (seen.has(type)) return false
  seen.add(type)
  const callbacks =
    typeof type.hidden === 'function' ||
    typeof type.readOnly === 'function' ||
    (type.groups ?? []).some((group) => typeof group.hidden === 'function') ||
    (type.fieldsets ?? []).some(
      (entry) =>
        !entry.single && (typeof entry.hidden === 'function' || typeof entry.readOnly === 'function'),
    )
  const result =
    callbacks ||
    (type.fields ?? []).some((field) => hasConditionalMembers(field.type, seen)) ||
    (type.of ?? []).some((member) => hasConditionalMembers(member, seen))
  dynamicTypes.set(type, result)
  return result
}
