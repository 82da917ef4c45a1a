import type {SearchOperator} from '../types.js'
import {
  arrayCountOperators,
  arrayListOperators,
  arrayReferenceOperators,
  assetOperators,
  booleanEqual,
  defined,
  notDefined,
  numberOperators,
  portableTextOperators,
  referenceOperators,
  references,
  slugOperators,
  stringListOperators,
  stringOperators,
} from './common.js'
import {dateOperators, datetimeOperators} from './dates.js'

/** Every operator by type (spec 000 §5 'Operators offered'). */
export const SEARCH_OPERATORS: ReadonlyMap<string, SearchOperator> = new Map(
  [
    defined,
    notDefined,
    booleanEqual,
    references,
    ...numberOperators,
    ...arrayCountOperators,
    ...stringOperators,
    ...portableTextOperators,
    ...slugOperators,
    ...stringListOperators,
    ...arrayListOperators,
    ...referenceOperators,
    ...arrayReferenceOperators,
    ...assetOperators,
    ...dateOperators,
    ...datetimeOperators(),
  ].map((operator) => [operator.type, operator as SearchOperator]),
)

export function getOperator(type: string): SearchOperator | undefined {
  return SEARCH_OPERATORS.get(type)
}

export {defineOperator, literal} from './define.js'
export {isValidDate, isValidDatetime, localDate, subtractUnits} from './dates.js'
