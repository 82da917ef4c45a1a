import type {SchemaType} from '@tessera/types'
import {templateMessages} from './messages.js'
import {deepMerge, isPlainObject} from './plain-object.js'
import {declaredInitialValue} from './schema-types.js'
import type {InitialValueResolver, InitialValueResolverContext} from './types.js'
import type {ValuePath} from './value-path.js'

/** spec/002 §9: initial values nest at most 10 type levels deep (the document type is level 1). */
export const INITIAL_VALUE_MAX_DEPTH = 10

export interface TypeResolution {
  params: Record<string, unknown>
  context: InitialValueResolverContext
}

/** Resolves a declared initial value (a value or a resolver); resolver errors name the path. */
async function resolveDeclared(declared: unknown, path: ValuePath, env: TypeResolution): Promise<unknown> {
  if (typeof declared !== 'function') return declared
  try {
    return await (declared as InitialValueResolver)(env.params, env.context)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // The document type's own resolver has no path: its message stands alone, like a template's.
    if (path.length === 0) throw error
    throw new Error(templateMessages.nestedResolverFailed(path, message), {cause: error})
  }
}

const hasFields = (type: SchemaType): boolean => type.jsonType === 'object' && Array.isArray(type.fields)

/** The member type an array item belongs to: by `_type`, or the only member when it has none. */
function memberTypeFor(arrayType: SchemaType, item: Record<string, unknown>): SchemaType | undefined {
  const members = arrayType.of ?? []
  if (typeof item._type === 'string') return members.find((member) => member.name === item._type)
  return members.length === 1 ? members[0] : undefined
}

async function resolveObject(
  type: SchemaType,
  level: number,
  path: ValuePath,
  env: TypeResolution,
  own: unknown,
): Promise<Record<string, unknown> | undefined> {
  if (own !== undefined && own !== null && !isPlainObject(own))
    throw new Error(templateMessages.nestedNotObject(path))
  const fieldValues: Record<string, unknown> = {}
  // Fields resolve in parallel but are written in field order, so the result is deterministic.
  const resolved = await Promise.all(
    (type.fields ?? []).map((field) =>
      resolveTypeInitialValue(field.type, level + 1, [...path, field.name], env),
    ),
  )
  ;(type.fields ?? []).forEach((field, index) => {
    const value = resolved[index]
    if (value !== undefined && value !== null) fieldValues[field.name] = value
  })
  const merged = isPlainObject(own) ? deepMerge(fieldValues, own) : fieldValues
  if (Object.keys(merged).length === 0) return undefined
  // A named object type marks its values; the anonymous built-in `object` has nothing to say.
  return type.name === 'object' ? merged : {...merged, _type: type.name}
}

async function resolveArray(
  type: SchemaType,
  level: number,
  path: ValuePath,
  env: TypeResolution,
  own: unknown,
): Promise<unknown[] | undefined> {
  if (own === undefined || own === null) return undefined
  if (!Array.isArray(own)) throw new Error(templateMessages.nestedNotArray(path))
  return Promise.all(
    own.map(async (item: unknown, index) => {
      if (!isPlainObject(item)) return item
      const memberType = memberTypeFor(type, item)
      if (!memberType || !hasFields(memberType)) return item
      const defaults = await resolveTypeInitialValue(memberType, level + 1, [...path, index], env)
      return isPlainObject(defaults) ? deepMerge(defaults, item) : item
    }),
  )
}

/**
 * The initial value a schema type contributes at `level` (1 for the document type): its declared
 * value merged over its fields' initial values (objects), or its declared array with each object item
 * completed by its member type's initial value (arrays). Undefined when it contributes nothing or the
 * level is past INITIAL_VALUE_MAX_DEPTH. `skipOwn` leaves out the type's declared value (used when a
 * template already is that value, so a resolver does not run twice).
 */
export async function resolveTypeInitialValue(
  type: SchemaType,
  level: number,
  path: ValuePath,
  env: TypeResolution,
  skipOwn = false,
): Promise<unknown> {
  if (level > INITIAL_VALUE_MAX_DEPTH) return undefined
  const own = skipOwn ? undefined : await resolveDeclared(declaredInitialValue(type), path, env)
  if (hasFields(type)) return resolveObject(type, level, path, env, own)
  if (type.jsonType === 'array') return resolveArray(type, level, path, env, own)
  return own
}
