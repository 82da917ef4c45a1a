export {Rule, isRule} from './rule.js'
export {normalizeValidationRules} from './normalize-validation-rules.js'
export {validateValue} from './validate-value.js'
export {validateDocument, type ValidateDocumentOptions} from './validate-document.js'
export {createValidationCache, isValueOnlySubtree, type ValidationCache} from './validation-cache.js'
export {defaultSlugIsUnique, type SlugIsUnique, type SlugIsUniqueContext} from './validators/slug.js'
export {inferRuleType, isTypeOf, type RuleTypeName} from './schema-types.js'
export {
  validationMessages,
  formatMessage,
  type FormattedMessage,
  type MessageEntry,
  type MessageValues,
  type ValidationI18n,
  type ValidationMessageId,
} from './messages.js'
export {
  ALLOWED_VALUES_HINT_LENGTH,
  DEFAULT_URL_SCHEMES,
  DOCUMENT_VALIDATION_CONCURRENCY,
  DOCUMENT_VALIDATION_THROTTLE_MS,
  SLOW_CUSTOM_VALIDATOR_MS,
  VALIDATION_CONCURRENCY,
} from './constants.js'
export {pathToString} from './values.js'
export type {
  Bound,
  CustomValidator,
  CustomValidatorFailure,
  CustomValidatorOptions,
  CustomValidatorResult,
  CustomValidatorResultItem,
  FieldReference,
  NormalizedUriOptions,
  RegexOptions,
  RuleFlag,
  RuleSpec,
  UriOptions,
  ValidationClient,
  ValidationContext,
  ValidationDocument,
  ValidationLevel,
  ValidationOptions,
} from './types.js'
