export * from './types.js'
export {DATE_FORMAT_EXAMPLE, DATE_FORMAT_HINT, DATETIME_FORMAT_EXAMPLE, filterMessages} from './messages.js'
export {getOperator, isValidDate, isValidDatetime, localDate, SEARCH_OPERATORS} from './operators/index.js'
export {
  FIELD_FILTERS,
  FILTER_DEFINITIONS,
  PINNED_FILTERS,
  type FieldFilterDefinition,
  type FilterDefinition,
  type PinnedFilterDefinition,
} from './filter-definitions.js'
export {deriveSearchFields, filterNameOf, type SearchFieldDefinition} from './field-definitions.js'
export {
  changeOperator,
  compileFilters,
  createFilter,
  fieldsForTypes,
  filterToGroq,
  filterValueProblem,
  filtersForTypes,
  isFilterValid,
  narrowedDocumentTypes,
  resolveFilter,
  type ResolvedFilter,
} from './compile-filters.js'
