import {Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import type {FormPatch} from '../patch/patches.js'
import {prepareFormState} from '../state/prepare-form-state.js'
import {FormBuilder} from './form-builder.js'

const schema = compileSchema({
  name: 'story',
  types: [
    {
      name: 'address',
      type: 'object',
      // Opens and closes from its title (issue 22): open at first.
      options: {collapsible: true},
      fields: [
        {name: 'street', type: 'string'},
        {name: 'city', type: 'string'},
      ],
    },
    {
      name: 'profile',
      type: 'document',
      fieldsets: [{name: 'contact', title: 'Contact', options: {collapsible: true}}],
      fields: [
        {name: 'name', type: 'string', title: 'Name', description: 'As it appears on the site'},
        {name: 'bio', type: 'text', title: 'Bio', rows: 3},
        {name: 'age', type: 'number', title: 'Age'},
        {name: 'public', type: 'boolean', title: 'Public profile'},
        {name: 'email', type: 'string', title: 'Email', fieldset: 'contact'},
        {name: 'phone', type: 'string', title: 'Phone', fieldset: 'contact'},
        {name: 'home', type: 'address', title: 'Home'},
      ],
    },
  ],
})
const profile = schema.get('profile') as SchemaType

const meta: Meta = {title: 'Form/Form builder'}
export default meta

function Example({withErrors = false}: {withErrors?: boolean}) {
  const [last, setLast] = useState<FormPatch[]>([])
  const state = prepareFormState({
    schemaType: profile,
    value: {
      _id: 'p',
      _type: 'profile',
      name: 'Ada',
      age: 36,
      public: true,
      home: {_type: 'address', city: 'London'},
    },
    validation: withErrors
      ? [
          {level: 'error', message: 'Required', path: ['bio']},
          {level: 'warning', message: 'Looks too young', path: ['age']},
        ]
      : [],
  })
  return (
    <Stack gap={5} padding={4} style={{maxWidth: 560}}>
      <FormBuilder state={state} onChange={setLast} />
      <Text size={1} muted>
        Last patches: {JSON.stringify(last)}
      </Text>
    </Stack>
  )
}

export const Profile: StoryObj = {render: () => <Example />}
export const WithValidation: StoryObj = {render: () => <Example withErrors />}

const article = compileSchema({
  name: 'story-groups',
  types: [
    {
      name: 'article',
      type: 'document',
      groups: [
        {name: 'content', title: 'Content', default: true},
        {name: 'seo', title: 'SEO'},
      ],
      fields: [
        {name: 'title', type: 'string', title: 'Title', group: 'content'},
        {name: 'body', type: 'text', title: 'Body', group: 'content', rows: 4},
        {name: 'metaTitle', type: 'string', title: 'Meta title', group: 'seo'},
      ],
    },
  ],
}).get('article') as SchemaType

function GroupsExample() {
  const [selected, setSelected] = useState<string>()
  const state = prepareFormState({
    schemaType: article,
    value: {title: 'Hello'},
    selectedGroups: selected ? {'(root)': selected} : undefined,
  })
  return (
    <Stack padding={4} style={{maxWidth: 560}}>
      <FormBuilder state={state} onChange={() => {}} onSelectGroup={(name) => setSelected(name)} />
    </Stack>
  )
}

/** Field groups as tabs; the default group is selected first. */
export const WithGroups: StoryObj = {render: () => <GroupsExample />}
