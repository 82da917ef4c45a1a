import {TextInput} from '@sanity/ui'
import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useMemo, useState} from 'react'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'

/** The on-screen keyboard a number field asks for: digits only for integers, with a sign when negative. */
export function numberInputMode(type: SchemaType): 'numeric' | 'decimal' | 'text' {
  const specs = normalizeValidationRules(type).flatMap((rule) => rule.specs)
  const integer = specs.some((spec) => spec.flag === 'integer')
  // Rule.positive() is min(0) underneath.
  const min = specs.find((spec) => spec.flag === 'min' || spec.flag === 'greaterThan')
  const nonNegative = min !== undefined && Number(min.constraint) >= 0
  if (!nonNegative) return 'text' // mobile numeric keyboards have no minus sign
  return integer ? 'numeric' : 'decimal'
}

/**
 * A number. The text is kept while it is not a number yet ('-', '1.'), emptying it removes the value,
 * and numbers beyond the safe integer range are refused with a message.
 */
export function NumberInput({node, onChange, inputId}: PrimitiveInputProps) {
  const value = typeof node.value === 'number' ? node.value : undefined
  const [draft, setDraft] = useState<string | undefined>()
  const [problem, setProblem] = useState<string>()
  const inputMode = useMemo(() => numberInputMode(node.schemaType), [node.schemaType])
  const shown = draft ?? (value === undefined ? '' : String(value))
  return (
    <TextInput
      id={inputId ?? node.id}
      type="number"
      inputMode={inputMode}
      value={shown}
      readOnly={node.readOnly}
      customValidity={problem}
      onChange={(event) => {
        const text = event.currentTarget.value
        setDraft(text)
        if (text.trim() === '') {
          setProblem(undefined)
          onChange([unset()])
          return
        }
        const parsed = Number(text)
        if (!Number.isFinite(parsed)) return
        if (Math.abs(parsed) > Number.MAX_SAFE_INTEGER) {
          setProblem(`The number must be between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`)
          return
        }
        setProblem(undefined)
        onChange([set(parsed)])
      }}
      onBlur={() => setDraft(undefined)}
    />
  )
}
