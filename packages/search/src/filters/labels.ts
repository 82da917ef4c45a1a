import {
  FILTER_DEFINITIONS,
  getOperator,
  type DateLastValue,
  type SearchFieldDefinition,
  type SearchFilter,
} from '@tessera/store'
import {FILTER_DESCRIPTION_MAX, FILTER_TOOLTIP_MAX_TYPES} from '../constants.js'
import {formatDate, formatDatetime} from './editors/date-format.js'
import type {SearchText} from '../messages.js'

/** Cuts text at `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text
}

/** spec 000 §2.6: the description cut at 256 characters. */
export function tooltipDescription(description: string | undefined): string | undefined {
  return description ? truncate(description, FILTER_DESCRIPTION_MAX) : undefined
}

/** spec 000 §2.6: at most 10 document types, then '+N more'. */
export function tooltipTypes(types: readonly string[], t: SearchText): string {
  const shown = types.slice(0, FILTER_TOOLTIP_MAX_TYPES).join(', ')
  const rest = types.length - FILTER_TOOLTIP_MAX_TYPES
  return rest > 0 ? t('search.filter.more-types', {types: shown, count: rest}) : shown
}

/** The filter's title: its field's (or the pinned filter's). */
export function filterTitle(filter: SearchFilter, fields: readonly SearchFieldDefinition[]): string {
  const definition = FILTER_DEFINITIONS.get(filter.filterName)
  if (definition?.type === 'pinned') return definition.title
  return fields.find((field) => field.id === filter.fieldId)?.title ?? filter.filterName
}

/** A short text of a value, for the filter button ('Jan 1, 2026', '1 – 5', '7 days'). */
export function valueLabel(
  filter: SearchFilter,
  field: SearchFieldDefinition | undefined,
  t: SearchText,
): string | undefined {
  const operator = getOperator(filter.operatorType)
  const value = filter.value as Record<string, unknown> | string | number | boolean | null | undefined
  if (!operator || value === null || value === undefined) return undefined
  switch (operator.inputKind) {
    case 'none':
      return undefined
    case 'boolean':
      return value ? t('search.filter.true') : t('search.filter.false')
    case 'number':
    case 'string':
      return String(value)
    case 'stringList':
      return field?.options?.find((option) => option.value === value)?.title ?? String(value)
    case 'numberRange': {
      const range = value as {from?: number | null; to?: number | null}
      return `${range.from ?? '…'} – ${range.to ?? '…'}`
    }
    case 'reference':
    case 'asset':
      return (value as {_ref?: string})._ref
    case 'date': {
      const date = (value as {date?: string | null}).date
      return date ? formatDate(date) : undefined
    }
    case 'datetime': {
      const {date, includeTime} = value as {date?: string | null; includeTime?: boolean}
      return date ? formatDatetime(date, includeTime === true) : undefined
    }
    case 'dateRange':
    case 'datetimeRange': {
      const {from, to, includeTime} = value as {
        from?: string | null
        to?: string | null
        includeTime?: boolean
      }
      const show = (edge: string | null | undefined) =>
        !edge
          ? '…'
          : operator.inputKind === 'dateRange'
            ? formatDate(edge)
            : formatDatetime(edge, includeTime === true)
      return `${show(from)} – ${show(to)}`
    }
    case 'dateLast':
    case 'datetimeLast': {
      const last = value as Partial<DateLastValue>
      return last.unitValue ? `${last.unitValue} ${last.unit}${last.unitValue === 1 ? '' : 's'}` : undefined
    }
  }
}
