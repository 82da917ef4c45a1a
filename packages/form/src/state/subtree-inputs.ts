import {pathToString} from '@tessera/schema'
import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {objectCollapseId, type FormPresence, type PrepareFormStateOptions} from './types.js'

/**
 * What, besides its value, a subtree of the form state depends on: the markers, presence and focus at
 * or below it and the open/selected state of its objects. Indexed once per `prepareFormState` by every
 * path prefix, so each node finds its own in constant time and unchanged subtrees can be taken whole
 * from the previous state without being walked.
 */
export interface SubtreeInputs {
  markersAt(id: string): ValidationMarker[]
  presenceAt(id: string): FormPresence[]
  /** Markers at `id` or anywhere below it. */
  markersBelow(id: string): ValidationMarker[]
  /** Presence at `id` or anywhere below it. */
  presenceBelow(id: string): FormPresence[]
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
  const markersBelow = new Map<string, ValidationMarker[]>()
  const presenceBelow = new Map<string, FormPresence[]>()
  /** Puts `entry` in the list of each of the ids (a path and its ancestors). */
  const add = <T>(map: Map<string, T[]>, ids: readonly string[], entry: T) => {
    for (const id of ids) {
      const list = map.get(id)
      if (list) list.push(entry)
      else map.set(id, [entry])
    }
  }
  const note = (ids: readonly string[], entry: string) => add(below, ids, entry)
  for (const marker of options.validation ?? []) {
    const ids = prefixIds(marker.path)
    const at = ids[ids.length - 1]!
    exact.set(at, [...(exact.get(at) ?? []), marker])
    add(markersBelow, ids, marker)
    note(ids, `v${marker.level}:${at}:${marker.message}`)
  }
  for (const entry of options.presence ?? []) {
    const ids = prefixIds(entry.path)
    const at = ids[ids.length - 1]!
    present.set(at, [...(present.get(at) ?? []), entry])
    add(presenceBelow, ids, entry)
    note(ids, `p${entry.userId}:${at}`)
  }
  if (options.focusPath && options.focusPath.length > 0) {
    note(prefixIds(options.focusPath), `f:${pathToString(options.focusPath)}`)
  }
  // Open/collapsed and group choices are kept by object id: they belong to that object's subtree, and
  // so to every ancestor's (a nested object's choice must not be hidden by an unchanged parent).
  for (const [id, collapsed] of Object.entries(options.collapsedFieldSets ?? {})) {
    const owner = id.endsWith(OBJECT_COLLAPSE_SUFFIX)
      ? id.slice(0, -OBJECT_COLLAPSE_SUFFIX.length)
      : id.slice(0, id.lastIndexOf('.fieldset:'))
    note(idAndAncestors(owner), `c:${id}:${collapsed}`)
  }
  for (const [id, group] of Object.entries(options.selectedGroups ?? {}))
    note(idAndAncestors(id), `g:${id}:${group}`)
  return {
    markersAt: (id) => exact.get(id) ?? NONE,
    presenceAt: (id) => present.get(id) ?? NONE,
    markersBelow: (id) => markersBelow.get(id) ?? NONE,
    presenceBelow: (id) => presenceBelow.get(id) ?? NONE,
    signature: (id) => below.get(id)?.join('\n') ?? '',
  }
}

const OBJECT_COLLAPSE_SUFFIX = objectCollapseId('')

/**
 * The ids of a node and of its ancestors, from its id alone: `(root)`, then every prefix that ends
 * before a '.' or a '[' outside a quoted key (`rows[_key=="a.b"].title` → `rows`,
 * `rows[_key=="a.b"]`, the id itself).
 */
export function idAndAncestors(id: string): string[] {
  const ids = [ROOT_ID]
  if (id === ROOT_ID || id === '') return ids
  let quoted = false
  for (let index = 1; index < id.length; index++) {
    const character = id[index]
    if (character === '"' && id[index - 1] !== '\\') quoted = !quoted
    else if (!quoted && (character === '.' || character === '[')) ids.push(id.slice(0, index))
  }
  ids.push(id)
  return ids
}

const ROOT_ID = pathToString([])

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
