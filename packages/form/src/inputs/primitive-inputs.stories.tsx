import {Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import type {FormPatch} from '../patch/patches.js'
import type {PrimitiveFormNode} from '../state/types.js'
import {BooleanInput} from './boolean-input.js'
import {NumberInput} from './number-input.js'
import {StringInput} from './string-input.js'
import {TextAreaInput} from './text-input.js'

const meta: Meta = {title: 'Form/Primitive inputs'}
export default meta

function node(
  name: string,
  jsonType: 'string' | 'number' | 'boolean',
  value: unknown,
  extra: Partial<PrimitiveFormNode> = {},
) {
  return {
    kind: 'primitive' as const,
    id: name,
    path: [name],
    schemaType: {name: jsonType, jsonType},
    value,
    readOnly: false,
    focused: false,
    validation: [],
    presence: [],
    ...extra,
  }
}

/** Each input with its latest patch shown below it. */
function Playground({readOnly = false}: {readOnly?: boolean}) {
  const [last, setLast] = useState<FormPatch[]>([])
  return (
    <Stack gap={4} padding={4} style={{maxWidth: 480}}>
      <StringInput node={node('title', 'string', 'Hello', {readOnly})} onChange={setLast} />
      <TextAreaInput node={node('notes', 'string', 'Line one\nLine two', {readOnly})} onChange={setLast} />
      <NumberInput node={node('count', 'number', 42, {readOnly})} onChange={setLast} />
      <BooleanInput node={node('flag', 'boolean', true, {readOnly})} onChange={setLast} />
      <Text size={1} muted>
        Last patch: {JSON.stringify(last)}
      </Text>
    </Stack>
  )
}

export const Editable: StoryObj = {render: () => <Playground />}
export const ReadOnly: StoryObj = {render: () => <Playground readOnly />}
export const WithError: StoryObj = {
  render: () => (
    <Stack padding={4} style={{maxWidth: 480}}>
      <StringInput
        node={node('title', 'string', '', {
          validation: [{level: 'error', message: 'Required', path: ['title']}],
        })}
        onChange={() => {}}
      />
    </Stack>
  ),
}
