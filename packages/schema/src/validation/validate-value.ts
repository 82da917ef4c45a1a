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
  if (Array.isArray(value) && type.jsonType === 'array') {
    const results = await Promise.all(
      value.map((item, index) => {
        const memberType = resolveArrayMember(type, item)
        if (!memberType) return []
        const path = [...context.path, itemSegment(item, index)]
        // An unchanged item of a long array: its markers as they were, without a context or a promise.
        return (
          cachedMarkers(run, memberType, item, path) ??
          validateNode(memberType, item, {...context, path, parent: value, type: memberType}, run)
        )
      }),
    )
    return results.flat()
  }
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
