import {Radio, Select} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {useMemo} from 'react'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'
import {firstError, optionListOf} from './option-list.js'

const EMPTY = ''
const OTHER = 'other'

/**
 * A string or number from the type's option list, as a dropdown. Options are addressed by index, so
 * numbers stay numbers; the empty choice unsets. A value outside the list is shown as it is.
 */
export function SelectInput({node, onChange, inputId}: PrimitiveInputProps) {
  const items = useMemo(() => optionListOf(node.schemaType), [node.schemaType])
  // Shows the choice at once, before the form catches up with the document.
  const [value, setValue] = useBufferedValue(node.value)
  const index = items.findIndex((item) => item.value === value)
  const outside = value !== undefined && value !== null && index === -1
  const selected = index >= 0 ? String(index) : outside ? OTHER : EMPTY
  return (
    <Select
      id={inputId ?? node.id}
      value={selected}
      disabled={node.readOnly}
      customValidity={firstError(node.validation)}
      onChange={(event) => {
        const choice = event.currentTarget.value
        if (choice === EMPTY) {
          setValue(undefined)
          onChange([unset()])
          return
        }
        const item = items[Number(choice)]
        if (!item) return
        setValue(item.value)
        onChange([set(item.value)])
      }}
    >
      <option value={EMPTY}></option>
      {items.map((item, itemIndex) => (
        <option key={itemIndex} value={String(itemIndex)}>
          {item.title}
        </option>
      ))}
      {outside && (
        <option value={OTHER} disabled>
          {String(value)}
        </option>
      )}
    </Select>
  )
}

/**
 * A string or number from the type's option list, as radio buttons (`options.direction`: 'vertical',
 * the default, or 'horizontal'). The group carries the field's id.
 */
export function RadioInput({node, onChange, inputId}: PrimitiveInputProps) {
  const items = useMemo(() => optionListOf(node.schemaType), [node.schemaType])
  const id = inputId ?? node.id
  const direction = (node.schemaType.options as {direction?: unknown} | undefined)?.direction
  const validity = firstError(node.validation)
  const [value, setValue] = useBufferedValue(node.value)
  return (
    <Flex
      id={id}
      role="radiogroup"
      direction={direction === 'horizontal' ? 'row' : 'column'}
      wrap={direction === 'horizontal' ? 'wrap' : undefined}
      gap={3}
    >
      {items.map((item, index) => {
        const optionId = `${id}-option-${index}`
        return (
          <Flex key={index} as="label" align="center" gap={2}>
            <Radio
              id={optionId}
              name={id}
              value={String(index)}
              checked={value === item.value}
              disabled={node.readOnly}
              customValidity={index === 0 ? validity : undefined}
              onChange={() => {
                setValue(item.value)
                onChange([set(item.value)])
              }}
            />
            <Text size={1}>{item.title}</Text>
          </Flex>
        )
      })}
    </Flex>
  )
}
