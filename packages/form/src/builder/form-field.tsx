import {Box, Card, Flex, Stack, Text} from '@sanity/ui'
import {memo, useCallback, type ReactNode} from 'react'
import {prefixPatches, type FormPatch} from '../patch/patches.js'
import type {FormNode} from '../state/types.js'

export interface FormFieldProps {
  name: string
  node: FormNode
  /** Patches relative to the parent object: this field prefixes its name. */
  onChange: (patches: FormPatch[]) => void
  renderInput: (node: FormNode, onChange: (patches: FormPatch[]) => void) => ReactNode
}

const LEVEL_TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const

/** A field: its title and description, the input, and its validation messages. */
export const FormField = memo(function FormField({name, node, onChange, renderInput}: FormFieldProps) {
  const onInputChange = useCallback(
    (patches: FormPatch[]) => onChange(prefixPatches(patches, name)),
    [onChange, name],
  )
  const title = node.schemaType.title ?? name
  return (
    <Stack gap={2} data-field={node.id}>
      <Flex align="center" gap={2}>
        <Text as="label" htmlFor={node.id} size={1} weight="medium">
          {title}
        </Text>
      </Flex>
      {node.schemaType.description && (
        <Text size={1} muted>
          {node.schemaType.description}
        </Text>
      )}
      <Box>{renderInput(node, onInputChange)}</Box>
      {node.validation.map((marker, index) => (
        <Card key={index} padding={2} radius={2} tone={LEVEL_TONES[marker.level]} data-level={marker.level}>
          <Text size={1}>{marker.message}</Text>
        </Card>
      ))}
    </Stack>
  )
})
