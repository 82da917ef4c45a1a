export type {
  InitialValueContext,
  InitialValueLogger,
  InitialValueResolver,
  InitialValueResolverContext,
  InitialValueState,
  InitialValueUser,
  NewDocumentOption,
  SettledInitialValueState,
  Template,
  TemplateDefinition,
  TemplateItem,
  TemplateParameter,
  TemplateValue,
} from './types.js'
export {defaultTemplateForType, defaultTemplatesForSchema} from './defaults.js'
export {prepareTemplates} from './prepare.js'
export {findTemplateById, getTemplateById, getTemplatesBySchemaType} from './lookup.js'
export {resolveInitialValue} from './resolve-initial-value.js'
export {INITIAL_VALUE_MAX_DEPTH} from './resolve-type.js'
export {loadInitialValue, type LoadInitialValueOptions} from './load-initial-value.js'
export {resolveNewDocumentOptions, type ResolveNewDocumentOptionsOptions} from './new-document-options.js'
export {ARRAY_KEY_LENGTH} from './random-key.js'
export {resolveItemInitialValue} from './resolve-item-initial-value.js'
export {randomKey} from './random-key.js'
