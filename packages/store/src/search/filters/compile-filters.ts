import type {SearchFieldDefinition} from './field-definitions.js'
import {FILTER_DEFINITIONS, type FilterDefinition} from './filter-definitions.js'
import {getOperator} from './operators/index.js'
import type {OperatorContext, SearchFilter, SearchOperator} from './types.js'

/** What a filter resolves to against the current definitions. */
export interface ResolvedFilter {
  filter: SearchFilter
  definition: FilterDefinition
  operator: SearchOperator
  field: SearchFieldDefinition | undefined
  /** The GROQ path the operator works on. */
  fieldPath: string
}

/** The filter's definition, operator and field, or undefined when any is missing (spec 000 §4 'Filters'). */
export function resolveFilter(
  filter: SearchFilter,
  fields: readonly SearchFieldDefinition[],
): ResolvedFilter | undefined {
  const definition = FILTER_DEFINITIONS.get(filter.filterName)
  if (!definition || !definition.operators.includes(filter.operatorType)) return undefined
  const operator = getOperator(filter.operatorType)
  if (!operator) return undefined
  if (definition.type === 'field') {
    const field = fields.find((candidate) => candidate.id === filter.fieldId)
    if (!field || field.filterName !== filter.filterName) return undefined
    return {filter, definition, operator, field, fieldPath: field.fieldPath}
  }
  if (filter.fieldId !== undefined) return undefined
  return {filter, definition, operator, field: undefined, fieldPath: definition.fieldPath ?? ''}
}

/** The filter's GROQ condition, or null when it is invalid and left out of the query. */
export function filterToGroq(
  filter: SearchFilter,
  fields: readonly SearchFieldDefinition[],
  context: OperatorContext = {now: new Date()},
): string | null {
  const resolved = resolveFilter(filter, fields)
  if (!resolved) return null
  const groq = resolved.operator.groqFilter(resolved.fieldPath, filter.value, context)
  return groq && groq.trim() !== '' ? groq : null
}

/**
 * spec 000 §4: a filter is valid only when its definition, operator and field exist and the operator
 * yields a non-empty query for the value.
 */
export function isFilterValid(
  filter: SearchFilter,
  fields: readonly SearchFieldDefinition[],
  context?: OperatorContext,
) {
  return filterToGroq(filter, fields, context) !== null
}

/** The conditions of the valid filters; invalid ones are left out. */
export function compileFilters(
  filters: readonly SearchFilter[],
  fields: readonly SearchFieldDefinition[],
  context: OperatorContext = {now: new Date()},
): string[] {
  return filters.flatMap((filter) => {
    const groq = filterToGroq(filter, fields, context)
    return groq ? [groq] : []
  })
}

/** Why the filter's value cannot be used (the operator's validation message), or undefined. */
export function filterValueProblem(filter: SearchFilter): string | undefined {
  const operator = getOperator(filter.operatorType)
  if (!operator || operator.inputKind === 'none') return undefined
  return operator.validate(filter.value)
}

/** A new filter with its operator's initial value (spec 000 §4: adding starts it so). */
export function createFilter(
  definition: FilterDefinition,
  field: SearchFieldDefinition | undefined,
  now: Date = new Date(),
): SearchFilter {
  const operatorType = definition.operators[0]
  const operator = getOperator(operatorType)
  return {
    filterName: definition.name,
    ...(field ? {fieldId: field.id} : {}),
    operatorType,
    value: operator?.initialValueAt(now) ?? undefined,
  }
}

/**
 * spec 000 §4: changing a filter's operator resets its value only when the operator's input kind
 * changes.
 */
export function changeOperator(
  filter: SearchFilter,
  operatorType: string,
  now: Date = new Date(),
): SearchFilter {
  const before = getOperator(filter.operatorType)
  const after = getOperator(operatorType)
  if (!after) return filter
  const keep = before?.inputKind === after.inputKind
  return {...filter, operatorType, value: keep ? filter.value : (after.initialValueAt(now) ?? undefined)}
}

/**
 * The document types the search is narrowed to: the chosen types, or when none are chosen, the types
 * every field filter applies to (empty when nothing narrows them).
 */
export function narrowedDocumentTypes(
  selectedTypes: readonly string[],
  filters: readonly SearchFilter[],
  fields: readonly SearchFieldDefinition[],
): string[] {
  if (selectedTypes.length > 0) return [...selectedTypes].sort()
  let narrowed: Set<string> | undefined
  for (const filter of filters) {
    const field = fields.find((candidate) => candidate.id === filter.fieldId)
    if (!field) continue
    narrowed = new Set(
      narrowed ? field.documentTypes.filter((type) => narrowed!.has(type)) : field.documentTypes,
    )
  }
  return narrowed ? [...narrowed].sort() : []
}

/** The fields a filter can target for these types: all of them when no type is chosen. */
export function fieldsForTypes(
  fields: readonly SearchFieldDefinition[],
  types: readonly string[],
): SearchFieldDefinition[] {
  if (types.length === 0) return [...fields]
  return fields.filter((field) => types.every((type) => field.documentTypes.includes(type)))
}

/** spec 000 §4: choosing types drops the filters that do not apply to all of them. */
export function filtersForTypes(
  filters: readonly SearchFilter[],
  fields: readonly SearchFieldDefinition[],
  types: readonly string[],
): SearchFilter[] {
  if (types.length === 0) return [...filters]
  return filters.filter((filter) => {
    if (filter.fieldId === undefined) return true
    const field = fields.find((candidate) => candidate.id === filter.fieldId)
    return field !== undefined && types.every((type) => field.documentTypes.includes(type))
  })
}
