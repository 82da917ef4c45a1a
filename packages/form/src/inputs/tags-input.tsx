import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card, TextInput} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {useState} from 'react'
import {appendPrimitives, liveIndexOf, removePrimitive} from '../arrays/primitive-array-patches.js'
import {useCurrentValue} from '../builder/use-current-value.js'
import {useFormText} from '../i18n/form-strings.js'
import type {ArrayInputProps} from './input-props.js'
import {firstError} from './option-list.js'

const NONE: unknown[] = []

/**
 * An array of strings as tags: removable chips and a text field where Enter adds the trimmed text and
 * Backspace in the empty field removes the last tag. A tag is added at the end and removed by its
 * index in the document as it is now, so tags two people add at once are both kept; removing the
 * last tag unsets the field.
 */
export function TagsInput({node, onChange}: ArrayInputProps) {
  const tags = Array.isArray(node.value) ? node.value : NONE
  const readValue = useCurrentValue(node)
  const [text, setText] = useState('')
  const t = useFormText()

  /** Removes the tag shown at `index`, wherever it is in the document now (gone already: nothing). */
  const remove = (index: number) => {
    const live = readValue()
    const current = Array.isArray(live) ? live : NONE
    const at = liveIndexOf(current, tags, index)
    if (at >= 0) onChange(removePrimitive(current.length, at))
  }

  return (
    <Stack gap={2}>
      {tags.length > 0 && (
        <Flex wrap="wrap" gap={1} role="list" aria-label={t('tags.list')}>
          {tags.map((tag, index) => (
            <Card key={index} role="listitem" radius={2} tone="primary" border paddingLeft={2}>
              <Flex align="center" gap={1}>
                <Text size={1}>{String(tag)}</Text>
                {!node.readOnly && (
                  <Button
                    icon={CloseIcon}
                    mode="bleed"
                    padding={1}
                    fontSize={1}
                    aria-label={t('tags.remove', {tag: String(tag)})}
                    onClick={() => remove(index)}
                  />
                )}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <TextInput
        id={node.id}
        value={text}
        placeholder={t('tags.placeholder')}
        readOnly={node.readOnly}
        customValidity={firstError(node.validation)}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (node.readOnly) return
          if (event.key === 'Enter') {
            event.preventDefault()
            const tag = text.trim()
            if (tag === '') return
            onChange(appendPrimitives([tag]))
            setText('')
          } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
            event.preventDefault()
            remove(tags.length - 1)
          }
        }}
      />
    </Stack>
  )
}
