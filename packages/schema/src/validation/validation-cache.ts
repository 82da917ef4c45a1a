import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {normalizeValidationRules} from './normalize-validation-rules.js'
import type {Rule} from './rule.js'
import {isFieldReference, type RuleSpec} from './types.js'

/**
 * Markers of validated object and array values, by value identity, type and path. Documents change by
 * structural sharing (an edit replaces the objects on its path and keeps every other one), so a
 * document validated again with the same cache re-validates only the path that changed: typing in one
 * item of a 1,000-item array checks that item, not 30,000 fields. Only subtrees whose rules depend on
 * nothing but their value are kept (`isValueOnlySubtree`). One cache per document and schema; start a
 * new one when the schema, the client or the message language changes.
 */
export interface ValidationCache {
  get(value: object, type: SchemaType, path: Path): ValidationMarker[] | undefined
  set(value: object, type: SchemaType, path: Path, markers: ValidationMarker[]): void
  /**
   * The items of an array validated last at this path, with each item's markers (`undefined` for an
   * item that is not cached: its rules read more than its value). A new version of the array keeps
   * the markers of each item that is the very same object at the same index, without a lookup or a
   * path per item (typing in one item of 1,000).
   */
  getItems(type: SchemaType, path: Path): ArrayItemMarkers | undefined
  setItems(type: SchemaType, path: Path, items: ArrayItemMarkers): void
}

export interface ArrayItemMarkers {
  value: readonly unknown[]
  markers: readonly (ValidationMarker[] | undefined)[]
}

interface CachedMarkers {
  path: Path
  markers: ValidationMarker[]
}

export function createValidationCache(): ValidationCache {
  // A value is nearly always at one path; the few entries per value and type are compared segment by
  // segment (a path as a JSON key cost a string per item of every array, on every validation).
  const byValue = new WeakMap<object, Map<SchemaType, CachedMarkers[]>>()
  // The latest version of each array validated, by type and path. Looked up once per array validated
  // (not per item), so a path as a string costs little here. Held until the cache goes (one per open
  // document): an array whose item was removed keeps its last version here, one entry per path.
  const itemsByType = new Map<SchemaType, Map<string, ArrayItemMarkers>>()
  return {
    getItems: (type, path) => itemsByType.get(type)?.get(JSON.stringify(path)),
    setItems(type, path, items) {
      let byPath = itemsByType.get(type)
      if (!byPath) itemsByType.set(type, (byPath = new Map()))
      byPath.set(JSON.stringify(path), items)
    },
    get: (value, type, path) =>
      byValue
        .get(value)
        ?.get(type)
        ?.find((entry) => samePath(entry.path, path))?.markers,
    set(value, type, path, markers) {
      let byType = byValue.get(value)
      if (!byType) byValue.set(value, (byType = new Map()))
      const entries = byType.get(type)
      const entry = {path, markers}
      if (!entries) {
        byType.set(type, [entry])
        return
      }
      const index = entries.findIndex((known) => samePath(known.path, path))
      if (index === -1) entries.push(entry)
      else entries[index] = entry
    },
  }
}

function samePath(a: Path, b: Path): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) {
    const x = a[index]
    const y = b[index]
    if (x === y) continue
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false
    if (!sameSegment(x, y)) return false
  }
  return true
}

/** Object segments: `{_key}` or an index tuple `[from, to]`. */
function sameSegment(x: object, y: object): boolean {
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x[0] === y[0] && x[1] === y[1]
  }
  return (x as {_key?: unknown})._key === (y as {_key?: unknown})._key
}

/**
 * Checks whose answer depends on more than the value: custom validators (they get the document),
 * references and assets (they ask the lake whether a document exists), slugs (uniqueness in the
 * dataset).
 */
const CONTEXT_FLAGS = new Set<RuleSpec['flag']>(['custom', 'reference', 'assetRequired', 'slug'])

const valueOnly = new WeakMap<SchemaType, boolean>()

/** Whether every rule of `type` and of every type inside it depends on the value alone. */
export function isValueOnlySubtree(type: SchemaType): boolean {
  const known = valueOnly.get(type)
  if (known !== undefined) return known
  // A recursive type counts as value-only while it is being looked at; a context rule anywhere in
  // the cycle still makes the outer answer false.
  valueOnly.set(type, true)
  const answer =
    rulesAreValueOnly(normalizeValidationRules(type)) &&
    (type.fields ?? []).every((field) => isValueOnlySubtree(field.type)) &&
    (type.of ?? []).every((member) => isValueOnlySubtree(member))
  valueOnly.set(type, answer)
  return answer
}

function rulesAreValueOnly(rules: readonly Rule[]): boolean {
  return rules.every((rule) => rule.specs.every(specIsValueOnly))
}

function specIsValueOnly(spec: RuleSpec): boolean {
  if (CONTEXT_FLAGS.has(spec.flag)) return false
  if (spec.flag === 'all' || spec.flag === 'either') return rulesAreValueOnly(spec.constraint)
  if (spec.flag === 'fields') return rulesAreValueOnly(Object.values(spec.constraint))
  // `Rule.valueOfField()`: a bound read from a sibling, outside the value.
  return !('constraint' in spec && isFieldReference(spec.constraint))
}
