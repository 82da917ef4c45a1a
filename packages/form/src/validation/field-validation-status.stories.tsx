import {Flex, Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {ValidationMarker} from '@tessera/types'
import {FieldValidationStatus, fieldTone, validationSummary} from './field-validation-status.js'

const meta: Meta<typeof FieldValidationStatus> = {
  title: 'Form/Field validation status',
  component: FieldValidationStatus,
}
export default meta

const marker = (level: ValidationMarker['level'], message: string): ValidationMarker => ({
  level,
  message,
  path: ['title'],
})

const cases: [string, ValidationMarker[]][] = [
  [
    'Errors and a warning',
    [
      marker('error', 'Required'),
      marker('error', 'Must be at most 10 characters long'),
      marker('warning', 'Looks too short'),
    ],
  ],
  ['Warnings', [marker('warning', 'Looks too short'), marker('info', 'Shown on the home page')]],
  ['Info only', [marker('info', 'Shown on the home page')]],
]

/** Hover or focus an icon for its tooltip. */
export const Levels: StoryObj = {
  render: () => (
    <Stack gap={4} padding={5}>
      {cases.map(([title, validation]) => (
        <Flex key={title} gap={2} align="center">
          <Text size={1} weight="medium">
            {title}
          </Text>
          <FieldValidationStatus validation={validation} />
          <Text size={1} muted>
            {validationSummary(validation) || 'no errors or warnings'} · tone {fieldTone(validation, false)}
          </Text>
        </Flex>
      ))}
    </Stack>
  ),
}
export const WithErrors: StoryObj = {args: {validation: cases[0][1]}}
