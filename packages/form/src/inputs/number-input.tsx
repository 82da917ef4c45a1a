import {TextInput} from '@sanity/ui'
import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useCallback, useMemo, useState} from 'react'
import {useCurrentValue} from '../builder/use-current-value.js'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {SINGLE_LINE_CONTAINMENT} from './synced-text/single-line-containment.js'
import {useSyncedText} from './synced-text/use-synced-text.js'

/** The decimal places a number field allows: 0 for integers, the precision rule's limit, else none. */
function allowedDecimals(type: SchemaType): number | undefined {
  const specs = normalizeValidationRules(type).flatMap((rule) => rule.specs)
  if (specs.some((spec) => spec.flag === 'integer')) return 0
  // A precision given as a field reference is not known here: it allows decimals.
  const limits: number[] = []
  for (const spec of specs) {
    if (spec.flag === 'precision' && typeof spec.constraint === 'number')
      limits.push(Math.max(0, Math.floor(spec.constraint)))
  }
  return limits.length > 0 ? Math.min(...limits) : undefined
}

/**
 * The on-screen keyboard a number field asks for (spec/001 §5, from the min, integer and precision
 * rules): digits only for integers and precision(0), a decimal keyboard otherwise, and a full keyboard
 * when the number may be negative (mobile numeric keyboards have no minus sign).
 */
export function numberInputMode(type: SchemaType): 'numeric' | 'decimal' | 'text' {
  const specs = normalizeValidationRules(type).flatMap((rule) => rule.specs)
  // Rule.positive() is min(0) underneath.
  const min = specs.find((spec) => spec.flag === 'min' || spec.flag === 'greaterThan')
  const nonNegative = min !== undefined && Number(min.constraint) >= 0
  if (!nonNegative) return 'text'
  return allowedDecimals(type) === 0 ? 'numeric' : 'decimal'
}

/**
 * The input's step: 1 for integers, 0.01 for precision(2), 'any' without a limit — so the arrow keys
 * move by the smallest allowed amount and the browser does not call 1.5 a mismatch of step 1.
 */
export function numberInputStep(type: SchemaType): number | 'any' {
  const decimals = allowedDecimals(type)
  return decimals === undefined ? 'any' : Number(`1e-${decimals}`)
}

/** The text a number field shows for a value. */
const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : '')

/** Whether the field's text already stands for the value ("1." and "1.0" for 1, "-" while empty). */
function showsNumber(text: string, liveText: string): boolean {
  if (text === liveText) return true
  if (text.trim() === '' || !Number.isFinite(Number(text))) return liveText === ''
  return liveText !== '' && Number(text) === Number(liveText)
}

/**
 * A number. The text is kept while it is not a number yet ('-', '1.'), emptying it removes the value,
 * and numbers beyond the safe integer range are refused with a message. A number is one value, so
 * each change is a `set`; the field still never shows a stale value over what the user typed, and
 * keeps the caret when someone else changes the number (see synced-text).
 */
export function NumberInput({node, onChange, inputId}: PrimitiveInputProps) {
  const [problem, setProblem] = useState<string>()
  const inputMode = useMemo(() => numberInputMode(node.schemaType), [node.schemaType])
  const step = useMemo(() => numberInputStep(node.schemaType), [node.schemaType])
  const readValue = useCurrentValue(node)
  const readLiveText = useCallback(() => numberText(readValue()), [readValue])
  const onEdit = useCallback(
    (_before: string, text: string) => {
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
    },
    [onChange],
  )
  const text = useSyncedText<HTMLInputElement>({
    renderedText: numberText(node.value),
    readLiveText,
    onEdit,
    shows: showsNumber,
  })
  return (
    <TextInput
      {...text}
      style={SINGLE_LINE_CONTAINMENT}
      id={inputId ?? node.id}
      type="number"
      inputMode={inputMode}
      step={step}
      readOnly={node.readOnly}
      customValidity={problem}
    />
  )
}
