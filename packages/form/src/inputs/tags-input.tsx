import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card, Flex, Stack, Text, TextInput} from '@sanity/ui'
import {useState} from 'react'
import {set, unset} from '../patch/patches.js'
import type {ArrayInputProps} from './input-props.js'
import {sameValues, useBufferedValue} from './use-buffered-value.js'
import {firstError} from './option-list.js'

const NONE: unknown[] = []

/**
 * An array of strings as tags: removable chips and a text field where Enter adds the trimmed text and
 * Backspace in the empty field removes the last tag. The array is written whole; removing the last tag
 * unsets it.
 */
export function TagsInput({node, onChange}: ArrayInputProps) {
  // What was last written, at once: a second tag typed before the form catches up adds to the first.
  const [tags, setTags] = useBufferedValue<unknown[]>(
    Array.isArray(node.value) ? node.value : NONE,
    sameValues,
  )
  const [text, setText] = useState('')

  const write = (next: unknown[]) => {
    setTags(next)
    onChange([next.length === 0 ? unset() : set(next)])
  }
  const remove = (index: number) => write(tags.filter((_, at) => at !== index))

  return (
    <Stack gap={2}>
      {tags.length > 0 && (
        <Flex wrap="wrap" gap={1} role="list" aria-label="Tags">
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
                    aria-label={`Remove ${String(tag)}`}
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
        placeholder="Enter tag and press Enter"
        readOnly={node.readOnly}
        customValidity={firstError(node.validation)}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (node.readOnly) return
          if (event.key === 'Enter') {
            event.preventDefault()
            const tag = text.trim()
            if (tag === '') return
            write([...tags, tag])
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
