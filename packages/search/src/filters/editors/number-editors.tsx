import {TextInput} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {useEffect, useState} from 'react'
import {useSearchText} from '../../messages.js'

/** spec/002 §5: number inputs parse floats; a non-finite value becomes null. */
export function parseNumber(text: string): number | null {
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : null
}

export function NumberInput(props: {
  value: number | null
  label: string
  onChange(value: number | null): void
}) {
  const [text, setText] = useState(props.value === null ? '' : String(props.value))
  useEffect(() => {
    if (parseNumber(text) !== props.value) setText(props.value === null ? '' : String(props.value))
    // Follow outside changes only (typing "1." must not be rewritten to "1").
  }, [props.value])
  return (
    <TextInput
      fontSize={1}
      inputMode="decimal"
      aria-label={props.label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        props.onChange(parseNumber(event.currentTarget.value))
      }}
    />
  )
}

export function NumberRangeInput(props: {
  value: {from: number | null; to: number | null} | null
  onChange(value: {from: number | null; to: number | null}): void
}) {
  const t = useSearchText()
  const value = props.value ?? {from: null, to: null}
  return (
    <Flex align="center" gap={2}>
      <NumberInput
        label={t('search.filter.from')}
        value={value.from}
        onChange={(from) => props.onChange({...value, from})}
      />
      <Text size={1} muted>
        to
      </Text>
      <NumberInput
        label={t('search.filter.to')}
        value={value.to}
        onChange={(to) => props.onChange({...value, to})}
      />
    </Flex>
  )
}
