import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {evaluateRule} from './evaluate-rule.js'
import {formatMessage} from './messages.js'
import {normalizeValidationRules} from './normalize-validation-rules.js'
import {createValidationRun, type ValidationRun} from './run.js'
import type {ValidationContext, ValidationOptions} from './types.js'
import {isValueOnlySubtree} from './validation-cache.js'
import {isPlainObject, itemSegment} from './values.js'

/**
 * Validates a value of `type` and everything inside it (object fields, array items), returning markers
 * with document paths starting at `context.path`. `context.document` and `context.path` are required.
 */
export async function validateValue(
  type: SchemaType,
  value: unknown,
  context: ValidationContext,
  options: ValidationOptions = {},
): Promise<ValidationMarker[]> {
  if (!context?.document) throw new Error('Validation context is missing the document')
  if (!Array.isArray(context.path)) throw new Error('Validation context is missing the path')
  return validateNode(type, value, {...context, type}, createValidationRun(options))
}

/** @internal The recursion shared by validateValue and validateDocument. */
export async function validateNode(
  type: SchemaType,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<ValidationMarker[]> {
  if (!isCacheable(run, type, value)) return validateUncached(type, value, context, run)
  const known = run.cache!.get(value, type, context.path)
  if (known) return known
  const markers = await validateUncached(type, value, context, run)
  run.cache!.set(value, type, context.path, markers)
  return markers
}

/** Markers of object and array values whose rules read only the value are kept in the run's cache. */
function isCacheable(run: ValidationRun, type: SchemaType, value: unknown): value is object {
  return run.cache !== undefined && typeof value === 'object' && value !== null && isValueOnlySubtree(type)
}

/** The cached markers of a value (see `validateNode`), if any. */
function cachedMarkers(
  run: ValidationRun,
  type: SchemaType,
  value: unknown,
  path: Path,
): ValidationMarker[] | undefined {
  return isCacheable(run, type, value) ? run.cache!.get(value, type, path) : undefined
}

async function validateUncached(
  type: SchemaType,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<ValidationMarker[]> {
  const rules = normalizeValidationRules(type)
  const [own, children] = await Promise.all([
    Promise.all(rules.map((rule) => evaluateRule(rule, value, context, run))),
    validateChildren(type, value, context, run),
  ])
  return [...own.flat(), ...children]
}

async function validateChildren(
  type: SchemaType,
  value: unknown,
  context: ValidationContext,
  run: ValidationRun,
): Promise<ValidationMarker[]> {
  if (Array.isArray(value) && type.jsonType === 'array') return validateItems(type, value, context, run)
  if (isPlainObject(value) && type.jsonType === 'object' && type.fields) {
    const fields = type.fields
    const results = await Promise.all(
      fields.map((field) => {
        const path = [...context.path, field.name]
        return validateNode(
          field.type,
          value[field.name],
          {...context, path, parent: value, type: field.type},
          run,
        )
      }),
    )
    return [...results.flat(), ...unknownFields(type, value, context)]
  }
  return []
}

/**
 * An array's items. With a cache, an item that is the very value it was at the same index in the last
 * version of this array (same index and same value: same path, same member type) keeps its markers as
 * they were, found by identity alone; the others are looked up or validated, and only they wait on a
 * promise. Kept for the next version: the markers of items whose rules read nothing but their value.
 */
async function validateItems(
  type: SchemaType,
  value: unknown[],
  context: ValidationContext,
  run: ValidationRun,
): Promise<ValidationMarker[]> {
  const cache = run.cache
  const previous = cache?.getItems(type, context.path)
  const markers: ValidationMarker[][] = new Array(value.length)
  const reusable: (ValidationMarker[] | undefined)[] = new Array(value.length)
  const pending: Promise<void>[] = []
  for (let index = 0; index < value.length; index++) {
    const item = value[index]
    const kept = previous && previous.value[index] === item ? previous.markers[index] : undefined
    if (kept) {
      markers[index] = reusable[index] = kept
      continue
    }
    const memberType = resolveArrayMember(type, item)
    if (!memberType) {
      markers[index] = reusable[index] = []
      continue
    }
    const path = [...context.path, itemSegment(item, index)]
    // An unchanged item that moved: its markers as they were, without a context or a promise.
    const cached = cachedMarkers(run, memberType, item, path)
    if (cached) {
      markers[index] = reusable[index] = cached
      continue
    }
    const itemContext = {...context, path, parent: value, type: memberType}
    pending.push(
      validateNode(memberType, item, itemContext, run).then((result) => {
        markers[index] = result
        if (cache && isValueOnlySubtree(memberType)) reusable[index] = result
      }),
    )
  }
  if (pending.length > 0) await Promise.all(pending)
  cache?.setItems(type, context.path, {value, markers: reusable})
  return markers.flat()
}

/** Fields in the value that the type does not declare (names starting with `_` are system fields). */
function unknownFields(
  type: SchemaType,
  value: Record<string, unknown>,
  context: ValidationContext,
): ValidationMarker[] {
  const declared = new Set((type.fields ?? []).map((field) => field.name))
  return Object.keys(value)
    .filter((name) => !name.startsWith('_') && !declared.has(name) && value[name] !== undefined)
    .map((name) => ({
      level: 'error' as const,
      ...formatMessage('unknownField', {field: name, type: type.name}, context.i18n),
      path: [...context.path, name],
    }))
}

/**
 * The member type an array item is validated as: by `_type` for objects (or the only object member
 * when the item has no `_type`), by JSON type for primitives; a primitive of another JSON type in a
 * single-member array is checked as that member (so it gets 'Expected type X, got Y'). Other items of
 * undeclared types are skipped here; the form shows them as invalid items.
 */
function resolveArrayMember(type: SchemaType, item: unknown): SchemaType | undefined {
  const members = type.of ?? []
  if (isPlainObject(item)) {
    if (typeof item._type === 'string') return members.find((member) => member.name === item._type)
    const objectMembers = members.filter((member) => member.jsonType === 'object')
    return objectMembers.length === 1 ? objectMembers[0] : undefined
  }
  const jsonType = Array.isArray(item) ? 'array' : typeof item
  return (
    members.find((member) => member.jsonType === jsonType) ?? (members.length === 1 ? members[0] : undefined)
  )
}
