import type {OperatorInputKind, SearchOperator} from '../types.js'

/** A GROQ literal of a JSON value (GROQ strings take JSON's escapes). */
export function literal(value: string | number | boolean): string {
  return JSON.stringify(value)
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** An operator from its parts; `groqFilter` runs only on values `validate` accepts. */
export function defineOperator<V>(definition: {
  type: string
  title: string
  buttonLabel?: string
  inputKind: OperatorInputKind
  initialValue?: V | null
  initialValueAt?(now: Date): V | null
  validate(value: unknown): string | undefined
  groq(fieldPath: string, value: V, now: Date): string
}): SearchOperator<V> {
  return {
    type: definition.type,
    title: definition.title,
    nameKey: `search.operator.${kebab(definition.type)}.name`,
    descriptionKey: `search.operator.${kebab(definition.type)}.description`,
    buttonLabel: definition.buttonLabel ?? definition.title,
    inputKind: definition.inputKind,
    initialValue: definition.initialValue ?? null,
    initialValueAt: definition.initialValueAt ?? (() => definition.initialValue ?? null),
    validate: definition.validate,
    groqFilter(fieldPath, value, context) {
      // spec 000 §5: a filter generates nothing when its value is missing (or unusable).
      if (definition.inputKind !== 'none' && (value === undefined || value === null)) return null
      if (definition.validate(value) !== undefined) return null
      return definition.groq(fieldPath, value as V, context.now)
    },
  }
}

function kebab(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
