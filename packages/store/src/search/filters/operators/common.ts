import {filterMessages} from '../messages.js'
import type {ReferenceValue} from '../types.js'
import {defineOperator, isFiniteNumber, isNonEmptyString, literal} from './define.js'

const none = () => undefined

/** spec 000 §5: a 'defined' operator needs only the field. */
export const defined = defineOperator({
  type: 'defined',
  title: 'not empty',
  inputKind: 'none',
  validate: none,
  groq: (path) => `defined(${path})`,
})

export const notDefined = defineOperator({
  type: 'notDefined',
  title: 'empty',
  inputKind: 'none',
  validate: none,
  groq: (path) => `!defined(${path})`,
})

/** spec 000 §5: the boolean operator defaults to true. */
export const booleanEqual = defineOperator<boolean>({
  type: 'booleanEqual',
  title: 'is',
  inputKind: 'boolean',
  initialValue: true,
  validate: (value) => (typeof value === 'boolean' ? undefined : filterMessages.boolean),
  groq: (path, value) => `${path} == ${literal(value)}`,
})

const numberValidate = (value: unknown) => (isFiniteNumber(value) ? undefined : filterMessages.number)

function numberOperator(type: string, title: string, operator: string, wrap = (path: string) => path) {
  return defineOperator<number>({
    type,
    title,
    inputKind: 'number',
    validate: numberValidate,
    groq: (path, value) => `${wrap(path)} ${operator} ${literal(value)}`,
  })
}

function rangeOperator(type: string, wrap = (path: string) => path) {
  return defineOperator<{from: number; to: number}>({
    type,
    title: 'is between',
    buttonLabel: 'between',
    inputKind: 'numberRange',
    initialValue: {from: null, to: null} as unknown as {from: number; to: number},
    validate(value) {
      const range = value as {from?: unknown; to?: unknown} | null
      if (!isFiniteNumber(range?.from) || !isFiniteNumber(range?.to)) return filterMessages.numberRange
      return range.from < range.to ? undefined : filterMessages.rangeOrder
    },
    // spec 000 §5: a range is exclusive on both bounds.
    groq: (path, value) => `${wrap(path)} > ${literal(value.from)} && ${wrap(path)} < ${literal(value.to)}`,
  })
}

export const numberOperators = [
  numberOperator('numberEqual', 'is', '=='),
  numberOperator('numberNotEqual', 'is not', '!='),
  numberOperator('numberGt', 'is greater than', '>'),
  numberOperator('numberGte', 'is greater than or equal to', '>='),
  numberOperator('numberLt', 'is less than', '<'),
  numberOperator('numberLte', 'is less than or equal to', '<='),
  rangeOperator('numberRange'),
]

const count = (path: string) => `count(${path})`
export const arrayCountOperators = [
  numberOperator('arrayCountEqual', 'quantity is', '==', count),
  numberOperator('arrayCountNotEqual', 'quantity is not', '!=', count),
  numberOperator('arrayCountGt', 'quantity greater than', '>', count),
  numberOperator('arrayCountGte', 'quantity greater than or equal to', '>=', count),
  numberOperator('arrayCountLt', 'quantity less than', '<', count),
  numberOperator('arrayCountLte', 'quantity less than or equal to', '<=', count),
  rangeOperator('arrayCountRange', count),
]

const textValidate = (value: unknown) => (isNonEmptyString(value) ? undefined : filterMessages.text)

function textOperator(type: string, title: string, groq: (path: string, value: string) => string) {
  return defineOperator<string>({type, title, inputKind: 'string', validate: textValidate, groq})
}

export const stringOperators = [
  textOperator('stringMatches', 'contains', (path, value) => `${path} match ${literal(value)}`),
  textOperator('stringNotMatches', 'does not contain', (path, value) => `!(${path} match ${literal(value)})`),
  textOperator('stringEqual', 'is', (path, value) => `${path} == ${literal(value)}`),
  textOperator('stringNotEqual', 'is not', (path, value) => `${path} != ${literal(value)}`),
]

/** Portable text compares and matches its plain text (`pt::text`). */
export const portableTextOperators = [
  textOperator(
    'portableTextMatches',
    'contains',
    (path, value) => `pt::text(${path}) match ${literal(value)}`,
  ),
  textOperator(
    'portableTextNotMatches',
    'does not contain',
    (path, value) => `!(pt::text(${path}) match ${literal(value)})`,
  ),
  textOperator('portableTextEqual', 'is', (path, value) => `pt::text(${path}) == ${literal(value)}`),
  textOperator('portableTextNotEqual', 'is not', (path, value) => `pt::text(${path}) != ${literal(value)}`),
]

/** A slug is compared by its current value. */
export const slugOperators = [
  textOperator('slugMatches', 'contains', (path, value) => `${path}.current match ${literal(value)}`),
  textOperator(
    'slugNotMatches',
    'does not contain',
    (path, value) => `!(${path}.current match ${literal(value)})`,
  ),
  textOperator('slugEqual', 'is', (path, value) => `${path}.current == ${literal(value)}`),
  textOperator('slugNotEqual', 'is not', (path, value) => `${path}.current != ${literal(value)}`),
]

const optionValidate = (value: unknown) =>
  isNonEmptyString(value) || isFiniteNumber(value) || typeof value === 'boolean'
    ? undefined
    : filterMessages.option

function optionOperator(
  type: string,
  title: string,
  groq: (path: string, value: string | number | boolean) => string,
) {
  return defineOperator<string | number | boolean>({
    type,
    title,
    inputKind: 'stringList',
    validate: optionValidate,
    groq,
  })
}

/** A string field with a list of options: its value is one of them. */
export const stringListOperators = [
  optionOperator('stringListEqual', 'is', (path, value) => `${path} == ${literal(value)}`),
  optionOperator('stringListNotEqual', 'is not', (path, value) => `${path} != ${literal(value)}`),
]

/** An array of strings, numbers or booleans with a list of options. */
export const arrayListOperators = [
  optionOperator('arrayListIncludes', 'includes', (path, value) => `${literal(value)} in ${path}`),
  optionOperator(
    'arrayListNotIncludes',
    'does not include',
    (path, value) => `!(${literal(value)} in ${path})`,
  ),
]

function referenceId(value: unknown): string | undefined {
  const ref = (value as Partial<ReferenceValue> | null)?._ref
  return isNonEmptyString(ref) ? ref : undefined
}

const referenceValidate = (value: unknown) => (referenceId(value) ? undefined : filterMessages.reference)

function referenceOperator(type: string, title: string, groq: (path: string, id: string) => string) {
  return defineOperator<ReferenceValue>({
    type,
    title,
    inputKind: 'reference',
    validate: referenceValidate,
    groq: (path, value) => groq(path, value._ref),
  })
}

export const referenceOperators = [
  referenceOperator('referenceEqual', 'is', (path, id) => `${path}._ref == ${literal(id)}`),
  referenceOperator('referenceNotEqual', 'is not', (path, id) => `${path}._ref != ${literal(id)}`),
]

export const arrayReferenceOperators = [
  referenceOperator('arrayReferenceIncludes', 'includes', (path, id) => `${literal(id)} in ${path}[]._ref`),
  referenceOperator(
    'arrayReferenceNotIncludes',
    'does not include',
    (path, id) => `!(${literal(id)} in ${path}[]._ref)`,
  ),
]

/** Pinned: documents that reference the chosen one anywhere. */
export const references = defineOperator<ReferenceValue>({
  type: 'references',
  title: 'references',
  inputKind: 'reference',
  validate: referenceValidate,
  groq: (_path, value) => `references(${literal(value._ref)})`,
})

/** Images and files compare the asset they hold. */
export const assetOperators = [
  defineOperator<ReferenceValue>({
    type: 'assetEqual',
    title: 'is',
    inputKind: 'asset',
    validate: (value) => (referenceId(value) ? undefined : filterMessages.asset),
    groq: (path, value) => `${path}.asset._ref == ${literal(value._ref)}`,
  }),
]
