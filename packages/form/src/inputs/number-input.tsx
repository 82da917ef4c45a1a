import {TextInput} from '@sanity/ui'
import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useCallback, useMemo, useState} from 'react'
import {useCurrentValue} from '../builder/use-current-value.js'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useSyncedText} from './synced-text/use-synced-text.js'

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
      id={inputId ?? node.id}
      type="number"
      inputMode={inputMode}
      readOnly={node.readOnly}
      customValidity={problem}
    />
  )
}
