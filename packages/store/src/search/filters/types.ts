/** A filter as the search keeps it (spec 000 §3 'Search filter'). */
export interface SearchFilter {
  /** Which filter definition: a field's filter name (`string`, `datetime`, …) or a pinned one. */
  filterName: string
  /** The field definition's id, for field filters; absent for pinned filters. */
  fieldId?: string
  operatorType: string
  value?: unknown
}

/** What an operator's value editor edits (the UI picks its editor by this). */
export type OperatorInputKind =
  | 'none'
  | 'boolean'
  | 'number'
  | 'numberRange'
  | 'string'
  | 'stringList'
  | 'reference'
  | 'asset'
  | 'date'
  | 'dateRange'
  | 'dateLast'
  | 'datetime'
  | 'datetimeRange'
  | 'datetimeLast'

/** What compiling a filter may depend on besides its value. */
export interface OperatorContext {
  /** The clock, so date filters ('last 7 days', 'the day of') are testable. */
  now: Date
}

/** A search operator (spec 000 §3 'Search operator'). */
export interface SearchOperator<V = unknown> {
  type: string
  /** The label in the operator menu ('is', 'is after', …) and its i18n key. */
  title: string
  nameKey: string
  /** What the operator reads like in a filter button ('after', 'in the last'). */
  buttonLabel: string
  descriptionKey: string
  inputKind: OperatorInputKind
  initialValue: V | null
  /** The value a new filter starts with (spec/002 §9: a date range ends today by default). */
  initialValueAt(now: Date): V | null
  /** Why a value cannot be used (spec 000 §5 'Search operators'), or undefined when it can. */
  validate(value: unknown): string | undefined
  /** The GROQ condition, or null when the value is missing or unusable (the filter then counts for nothing). */
  groqFilter(fieldPath: string, value: unknown, context: OperatorContext): string | null
}

/** Values of the date operators (spec/002 §3 'Search-derived asset filter values'). */
export interface DateValue {
  date: string | null
  includeTime?: boolean
}
export interface DateRangeValue {
  from: string | null
  to: string | null
  includeTime?: boolean
}
export interface DateLastValue {
  unit: 'day' | 'month' | 'year'
  unitValue: number | null
}
export interface NumberRangeValue {
  from: number | null
  to: number | null
}
export interface ReferenceValue {
  _ref: string
  _type?: string
}
