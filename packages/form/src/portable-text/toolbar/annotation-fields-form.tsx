import {Button, TextInput} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {validateValue} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import {useFormText} from '../../i18n/form-strings.js'

export interface AnnotationFieldsFormProps {
  /** The annotation type's name (ids of the inputs). */
  name: string
  fields: {name: string; title: string}[]
  /** The compiled annotation type, for its validation (a link's URL check, required fields). */
  type: SchemaType | undefined
  initialValues: Record<string, string>
  submitText: string
  onSubmit: (values: Record<string, string>) => void
  onCancel: () => void
}

/**
 * The fields of a one-field annotation (a link's URL) in its popover. The value is checked with the
 * type's own validation before it is added, so a link with a malformed or disallowed URL is refused
 * with the rule's message ('Not a valid URL') instead of landing in the document.
 */
export function AnnotationFieldsForm({
  name,
  fields,
  type,
  initialValues,
  submitText,
  onSubmit,
  onCancel,
}: AnnotationFieldsFormProps) {
  const t = useFormText()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = async () => {
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
    if (type) {
      const markers = await validateValue(
        type,
        {_type: type.name, ...filled},
        {document: {_id: '', _type: ''}, path: [], parent: undefined, type},
      )
      const found: Record<string, string> = {}
      for (const marker of markers) {
        const field = marker.path[0]
        if (marker.level === 'error' && typeof field === 'string' && !(field in found))
          found[field] = marker.message
      }
      setErrors(found)
      if (Object.keys(found).length > 0) return
    }
    onSubmit(filled)
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap={3} padding={3}>
        {fields.map((field, index) => (
          <Stack key={field.name} gap={2}>
            <Text as="label" htmlFor={`${name}-${field.name}`} size={1} weight="medium">
              {field.title}
            </Text>
            <TextInput
              id={`${name}-${field.name}`}
              fontSize={1}
              autoFocus={index === 0}
              value={values[field.name] ?? ''}
              customValidity={errors[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value
                setValues((previous) => ({...previous, [field.name]: value}))
                setErrors((previous) => ({...previous, [field.name]: ''}))
              }}
            />
            {errors[field.name] && (
              <Text size={1} style={{color: 'var(--card-badge-critical-fg-color, #c00)'}} role="alert">
                {errors[field.name]}
              </Text>
            )}
          </Stack>
        ))}
        <Flex gap={2} justify="flex-end">
          <Button mode="bleed" text={t('rich-text.cancel')} fontSize={1} onClick={onCancel} />
          <Button type="submit" tone="primary" text={submitText} fontSize={1} />
        </Flex>
      </Stack>
    </form>
  )
}
