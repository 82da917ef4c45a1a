import type {Schema} from '@tessera/types'
import {initialValuePrefix, templateMessages} from './messages.js'
import {deepMerge, isPlainObject} from './plain-object.js'
import {resolveTypeInitialValue, type TypeResolution} from './resolve-type.js'
import {sanitizeInitialValue} from './sanitize.js'
import {declaredInitialValue} from './schema-types.js'
import type {
  InitialValueContext,
  InitialValueResolver,
  Template,
  TemplateDefinition,
  TemplateValue,
} from './types.js'

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Runs `step`, re-throwing its error with the template-id prefix (the original kept as `cause`). */
async function withTemplatePrefix<T>(id: string, step: () => Promise<T> | T): Promise<T> {
  try {
    return await step()
  } catch (error) {
    throw new Error(initialValuePrefix(id) + messageOf(error), {cause: error})
  }
}

/**
 * The initial value of a new document made from `template` (spec/002 §5):
 * - the template's value (an object, or a resolver called with `params` and the context) must be a
 *   plain object, and a `_type` in it must be the template's schema type;
 * - initial values the schema declares (the type's own, its fields', nested objects', array items'
 *   member types') fill whatever the template's value leaves undefined, to INITIAL_VALUE_MAX_DEPTH;
 * - the result is sanitised (no arrays in arrays, `_key` on array objects, bare references) and always
 *   carries `_type`, so an empty value becomes `{_type}`.
 * Errors are thrown prefixed with `Template "{id}" initial value: `, except a missing schema type:
 * 'Could not find schema type with name "{type}".'
 */
export async function resolveInitialValue(
  schema: Schema,
  template: Template | TemplateDefinition,
  params: Record<string, unknown> = {},
  context: InitialValueContext = {},
): Promise<TemplateValue> {
  const {id, schemaType: typeName} = template
  const schemaType = schema.get(typeName)
  if (!schemaType) throw new Error(templateMessages.schemaTypeNotInSchema(typeName))

  const env: TypeResolution = {params, context: {...context, schema}}
  const declared = template.value ?? {_type: typeName}
  const value = await withTemplatePrefix(id, () =>
    typeof declared === 'function' ? (declared as InitialValueResolver)(params, env.context) : declared,
  )
  if (!isPlainObject(value)) throw new Error(templateMessages.resolvedToNonObject(id))
  if (value._type !== undefined && value._type !== typeName) {
    throw new Error(initialValuePrefix(id) + templateMessages.typeMismatch(value._type, typeName))
  }

  // A default template's value is the type's own initial value: do not resolve it a second time.
  const skipOwn = template.value === declaredInitialValue(schemaType)
  const fromSchema = await withTemplatePrefix(id, () =>
    resolveTypeInitialValue(schemaType, 1, [], env, skipOwn),
  )
  const merged = isPlainObject(fromSchema) ? deepMerge(fromSchema, value) : value
  const sanitized = await withTemplatePrefix(id, () => sanitizeInitialValue(merged))
  const {_type: _ignored, ...rest} = sanitized
  return {_type: typeName, ...rest}
}
