import {Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import type {FormPatch} from '../patch/patches.js'
import type {FormMemberError} from '../state/types.js'
import {MemberError} from './member-error.js'

const meta: Meta = {title: 'Form/Member errors'}
export default meta

/** One panel with the patches its buttons send shown below it. */
function Example({
  error,
  name = 'field',
  readOnly = false,
  schemaType,
}: {
  error: FormMemberError
  name?: string
  readOnly?: boolean
  schemaType?: SchemaType
}) {
  const [last, setLast] = useState<FormPatch[]>([])
  return (
    <Stack gap={4} padding={4} style={{maxWidth: 560}}>
      <MemberError
        member={{kind: 'error', key: `error-${name}`, name, error}}
        onChange={setLast}
        readOnly={readOnly}
        schemaType={schemaType}
      />
      <Text size={1} muted>
        Last patch: {JSON.stringify(last)}
      </Text>
    </Stack>
  )
}

const incompatible = (value: unknown, actual: string, expected: string): FormMemberError => ({
  type: 'INCOMPATIBLE_TYPE',
  expectedJsonType: expected,
  actualJsonType: actual,
  value,
})

export const StringForNumber: StoryObj = {
  render: () => <Example name="price" error={incompatible('42.5', 'string', 'number')} />,
}
export const StringForBoolean: StoryObj = {
  render: () => <Example name="published" error={incompatible('yes', 'string', 'boolean')} />,
}
export const StringForRichDate: StoryObj = {
  render: () => (
    <Example
      name="when"
      error={incompatible('2024-05-01T12:30:00Z', 'string', 'object')}
      schemaType={{name: 'richDate', jsonType: 'object'} as SchemaType}
    />
  ),
}
export const RichDateForDatetime: StoryObj = {
  render: () => (
    <Example
      name="when"
      error={incompatible(
        {_type: 'richDate', local: '2024-05-01T14:30:00+02:00', utc: '2024-05-01T12:30:00.000Z'},
        'object',
        'string',
      )}
    />
  ),
}
export const NumberForStringOrBoolean: StoryObj = {
  render: () => (
    <Stack>
      <Example name="code" error={incompatible(1, 'number', 'string')} />
      <Example name="flag" error={incompatible(1, 'number', 'boolean')} />
    </Stack>
  ),
}
export const BooleanForStringOrNumber: StoryObj = {
  render: () => (
    <Stack>
      <Example name="answer" error={incompatible(true, 'boolean', 'string')} />
      <Example name="count" error={incompatible(false, 'boolean', 'number')} />
    </Stack>
  ),
}
export const ObjectForString: StoryObj = {
  render: () => <Example name="title" error={incompatible({en: 'Hello', nb: 'Hei'}, 'object', 'string')} />,
}
export const MissingKeys: StoryObj = {
  render: () => (
    <Example error={{type: 'MISSING_KEYS', value: [{_key: 'a', title: 'One'}, {title: 'Two'}]}} />
  ),
}
export const DuplicateKeys: StoryObj = {
  render: () => (
    <Example
      error={{
        type: 'DUPLICATE_KEYS',
        keys: ['a'],
        value: [
          {_key: 'a', title: 'One'},
          {_key: 'a', title: 'Two'},
        ],
      }}
    />
  ),
}
export const MixedArray: StoryObj = {
  render: () => <Example error={{type: 'MIXED_ARRAY', value: ['text', {_key: 'a', title: 'One'}, 3]}} />,
}
export const UndeclaredType: StoryObj = {
  render: () => (
    <Example
      error={{
        type: 'UNDECLARED_TYPE',
        typeName: 'video',
        value: {_key: 'k1', _type: 'video', url: 'https://example.com/v.mp4'},
      }}
    />
  ),
}
export const ReadOnly: StoryObj = {
  render: () => (
    <Stack>
      <Example readOnly name="price" error={incompatible('42.5', 'string', 'number')} />
      <Example readOnly error={{type: 'MISSING_KEYS', value: [{title: 'Two'}]}} />
      <Example
        readOnly
        error={{type: 'UNDECLARED_TYPE', typeName: 'video', value: {_key: 'k1', _type: 'video'}}}
      />
    </Stack>
  ),
}
export const Unexpected: StoryObj = {
  render: () => <Example error={{type: 'SOMETHING_NEW'} as unknown as FormMemberError} />,
}
