import {SEARCH_OPERATORS, type SearchOperator} from '@tessera/store'
import {useTranslationWithDefaults} from '@tessera/kit'
import {useCallback} from 'react'
import {SEARCH_NAMESPACE} from '../messages.js'

/**
 * The operators' words (the store names them in English: 'is', 'contains', 'is in the last') as
 * `studio` namespace keys `search.operator.<words>`, so a locale translates each phrase once however
 * many operators share it. The defaults are the store's own words.
 */
const OPERATOR_TEXTS: Record<string, string> = Object.fromEntries(
  [...SEARCH_OPERATORS.values()].flatMap((operator) => [
    [`search.operator.${operator.title}`, operator.title],
    [`search.operator.${operator.buttonLabel}`, operator.buttonLabel],
  ]),
)

/** An operator's `title` (the operator menu) or `buttonLabel` (the filter button), translated. */
export type OperatorText = (operator: SearchOperator, which: 'title' | 'buttonLabel') => string

export function useOperatorText(): OperatorText {
  const {t} = useTranslationWithDefaults(SEARCH_NAMESPACE, OPERATOR_TEXTS)
  return useCallback((operator, which) => t(`search.operator.${operator[which]}`), [t])
}
