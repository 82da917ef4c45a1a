import type {Schema} from '@tessera/types'
import {templateMessages} from './messages.js'
import {isPlainObject} from './plain-object.js'
import type {Template, TemplateDefinition} from './types.js'

const isName = (value: unknown): value is string => typeof value === 'string' && value !== ''

function checkParameters(id: string, parameters: unknown): void {
  if (parameters === undefined) return
  if (!Array.isArray(parameters)) throw new Error(templateMessages.invalidParameters(id))
  parameters.forEach((parameter: unknown, index) => {
    if (!isPlainObject(parameter) || !isName(parameter.name) || !isName(parameter.type)) {
      throw new Error(templateMessages.invalidParameter(id, index))
    }
  })
}

/**
 * Checks a workspace's templates against its schema and fills in defaults (title from the schema
 * type, value `{_type}`). Throws on the first problem: ids must be unique, the schema type must exist,
 * the value must be a plain object or a resolver function, parameters an array of `{name, type}`.
 */
export function prepareTemplates(schema: Schema, templates: readonly TemplateDefinition[]): Template[] {
  const firstIndexById = new Map<string, number>()
  return templates.map((template: unknown, index): Template => {
    if (!isPlainObject(template)) throw new Error(templateMessages.notAnObject(index))
    const {id, schemaType: typeName, value, parameters} = template
    if (!isName(id)) throw new Error(templateMessages.missingId(index))

    const firstIndex = firstIndexById.get(id)
    if (firstIndex !== undefined) throw new Error(templateMessages.duplicateId(id, index, firstIndex))
    firstIndexById.set(id, index)

    if (!isName(typeName)) throw new Error(templateMessages.invalidSchemaTypeName(id))
    const schemaType = schema.get(typeName)
    if (!schemaType) throw new Error(templateMessages.unknownSchemaType(id, typeName))
    if (value !== undefined && typeof value !== 'function' && !isPlainObject(value)) {
      throw new Error(templateMessages.invalidValue(id))
    }
    checkParameters(id, parameters)

    const definition = template as unknown as TemplateDefinition
    return {
      ...definition,
      title: definition.title ?? schemaType.title ?? typeName,
      icon: definition.icon ?? schemaType.icon,
      value: definition.value ?? {_type: typeName},
    }
  })
}
