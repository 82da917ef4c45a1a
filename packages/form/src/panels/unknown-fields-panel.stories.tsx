import {Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import type {FormPatch} from '../patch/patches.js'
import type {UnknownField} from '../state/types.js'
import {UnknownFieldsPanel} from './unknown-fields-panel.js'

const meta: Meta<typeof UnknownFieldsPanel> = {
  title: 'Form/Unknown fields panel',
  component: UnknownFieldsPanel,
}
export default meta

function Example({fields, readOnly = false}: {fields: UnknownField[]; readOnly?: boolean}) {
  const [last, setLast] = useState<FormPatch[]>([])
  return (
    <Stack gap={4} padding={4} style={{maxWidth: 560}}>
      <UnknownFieldsPanel fields={fields} onChange={setLast} readOnly={readOnly} />
      <Text size={1} muted>
        Last patch: {JSON.stringify(last)}
      </Text>
    </Stack>
  )
}

const fields = [
  {name: 'legacyTitle', value: 'An old title'},
  {name: 'meta', value: {views: 1024, tags: ['news', 'tech']}},
]

export const Several: StoryObj = {render: () => <Example fields={fields} />}
export const One: StoryObj = {render: () => <Example fields={fields.slice(0, 1)} />}
export const ReadOnly: StoryObj = {render: () => <Example fields={fields} readOnly />}
