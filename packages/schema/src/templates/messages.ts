/**
 * Every message the templates module produces, in one place. Those quoted in spec/002 §8 are exact;
 * the others follow their style (a template-id prefix, the path or name that is wrong).
 */
import {formatValuePath, type ValuePath} from './value-path.js'

/** Prefix for every error raised while a template's initial value is resolved. */
export const initialValuePrefix = (id: string): string => `Template "${id}" initial value: `

export const templateMessages = {
  // spec/002 §8, exact
  resolvedToNonObject: (id: string) => `${initialValuePrefix(id)}resolved to a non-object`,
  schemaTypeNotInSchema: (type: string) => `Could not find schema type with name "${type}".`,
  templateNotFound: (id: string) => `template not found: "${id}"`,
  schemaTypeNotFound: (type: string) => `schema type not found: "${type}"`,
  noSuchSchemaType: (type: string) => `No such schema type: ${type}`,
  failedToResolve: 'Failed to resolve initial value',
  templateNotDefined: (name: string) => `Template "${name}" not defined, using empty initial value`,

  // prepareTemplates
  notAnObject: (index: number) => `Template at index ${index} is not an object`,
  missingId: (index: number) => `Template at index ${index} has no "id"`,
  invalidSchemaTypeName: (id: string) => `Template "${id}": "schemaType" must be the name of a schema type`,
  unknownSchemaType: (id: string, type: string) =>
    `Template "${id}": ${templateMessages.schemaTypeNotFound(type)}`,
  invalidValue: (id: string) => `Template "${id}": "value" must be a plain object or a resolver function`,
  invalidParameters: (id: string) => `Template "${id}": "parameters" must be an array`,
  invalidParameter: (id: string, index: number) =>
    `Template "${id}": parameter at index ${index} needs a "name" and a "type"`,
  duplicateId: (id: string, index: number, firstIndex: number) =>
    `Template "${id}" at index ${index}: the id is already used by the template at index ${firstIndex}`,

  // resolveInitialValue (all thrown with initialValuePrefix)
  typeMismatch: (actual: unknown, expected: string) =>
    `"_type" is "${String(actual)}" but the template's schema type is "${expected}"`,
  nestedArray: (path: ValuePath) => `arrays cannot contain arrays (at "${formatValuePath(path)}")`,
  referenceTypeProperty: (path: ValuePath) =>
    `reference at "${formatValuePath(path)}" has a "type" property but no "_type"`,
  referenceDisallowed: (path: ValuePath, keys: string[]) =>
    `reference at "${formatValuePath(path)}" has ${keys.length > 1 ? 'properties' : 'a property'} ` +
    `that references cannot have in an initial value: ${keys.map((key) => `"${key}"`).join(', ')} ` +
    `(allowed: _key, _ref, _weak, _type)`,
  nestedResolverFailed: (path: ValuePath, message: string) => `at "${formatValuePath(path)}": ${message}`,
  nestedNotObject: (path: ValuePath) => `at "${formatValuePath(path)}": resolved to a non-object`,
  nestedNotArray: (path: ValuePath) => `at "${formatValuePath(path)}": resolved to a non-array`,

  // loadInitialValue
  wrongDocumentType: (id: string, schemaType: string, documentType: string) =>
    `Template "${id}" creates documents of type "${schemaType}", not "${documentType}"`,

  // resolveNewDocumentOptions
  optionWithoutTemplateId: (index: number) => `New-document option at index ${index} has no "templateId"`,
  optionTemplateNotFound: (index: number, id: string) =>
    `New-document option at index ${index}: ${templateMessages.templateNotFound(id)}`,
}
