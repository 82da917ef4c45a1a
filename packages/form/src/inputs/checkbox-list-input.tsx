import {Checkbox} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {useMemo} from 'react'
import {set, unset} from '../patch/patches.js'
import type {ArrayInputProps} from './input-props.js'
import {sameValues, useBufferedValue} from './use-buffered-value.js'
import {firstError, optionListOf} from './option-list.js'

const NONE: unknown[] = []

/**
 * An array of primitives from the type's option list, as checkboxes. Checking adds the value in the
 * list's order, unchecking removes it, and an empty result unsets. Values that are not in the list show
 * as extra checked boxes so they can be removed. The group carries the field's id.
 */
export function CheckboxListInput({node, onChange}: ArrayInputProps) {
  const items = useMemo(() => optionListOf(node.schemaType), [node.schemaType])
  // What was last written, at once: two boxes ticked before the form catches up are both kept.
  const [values, setValues] = useBufferedValue<unknown[]>(
    Array.isArray(node.value) ? node.value : NONE,
    sameValues,
  )
  const listed = new Set<unknown>(items.map((item) => item.value))
  const extras = values.filter((value, index) => !listed.has(value) && values.indexOf(value) === index)
  const validity = firstError(node.validation)

  const write = (next: unknown[]) => {
    setValues(next)
    onChange([next.length === 0 ? unset() : set(next)])
  }
  const toggle = (value: unknown, checked: boolean) => {
    if (!checked) {
      write(values.filter((entry) => entry !== value))
      return
    }
    const chosen = new Set<unknown>([...values, value])
    // Listed values in the list's order, then the unlisted ones as they were.
    write([...items.map((item) => item.value).filter((entry) => chosen.has(entry)), ...extras])
  }

  const options = [
    ...items.map((item) => ({title: item.title, value: item.value as unknown, extra: false})),
    ...extras.map((value) => ({title: String(value), value, extra: true})),
  ]
  return (
    <Stack id={node.id} role="group" gap={2}>
      {options.map((option, index) => (
        <Flex key={index} as="label" align="center" gap={2} data-extra={option.extra || undefined}>
          <Checkbox
            checked={values.includes(option.value)}
            disabled={node.readOnly}
            customValidity={index === 0 ? validity : undefined}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          <Text size={1} muted={option.extra}>
            {option.title}
          </Text>
        </Flex>
      ))}
    </Stack>
  )
}
