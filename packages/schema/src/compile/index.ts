export {compileSchema, type SchemaDefinition} from './build/compile-schema.js'
export {BUILT_IN_TYPE_NAMES} from './builtins/index.js'
export {isBuiltInSchemaType} from './built-in-marks.js'
export {
  formatProblemPath,
  formatSchemaProblems,
  hasSchemaErrors,
  type SchemaHelpId,
} from './problems/index.js'
export type * from './schema-types.js'
export {
  getBuiltInTypeName,
  getDocumentTypeNames,
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isSpanSchemaType,
  typeChain,
} from './type-chain.js'
