// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useRef, useState} from 'react'
import {afterEach, expect, it} from 'vitest'
import {FormBuilder} from '../src/builder/form-builder.js'
import {idAndAncestors} from '../src/state/subtree-inputs.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import type {ObjectFormNode} from '../src/state/types.js'
import './support/themed.js'

/*
 * Object fields open and close from their title when their type says `options.collapsible` (issue 22:
 * only fieldsets could). The form keeps the previous state and reuses unchanged subtrees, as the
 * document form does, so a nested choice must reach through an unchanged parent.
 */

const schema = compileSchema({
  name: 'collapsible-objects',
  types: [
    {
      name: 'address',
      type: 'object',
      options: {collapsible: true, collapsed: true},
      fieldsets: [{name: 'more', title: 'More', options: {collapsible: true, collapsed: true}}],
      fields: [
        {name: 'street', type: 'string', title: 'Street'},
        {name: 'note', type: 'string', title: 'Note', fieldset: 'more'},
      ],
    },
    {
      name: 'place',
      type: 'document',
      fields: [
        {name: 'title', type: 'string', title: 'Title'},
        {name: 'address', type: 'address', title: 'Address'},
      ],
    },
  ],
})
const place = schema.get('place') as SchemaType

function Form() {
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({})
  const previous = useRef<ObjectFormNode | undefined>(undefined)
  const value = useRef({_id: 'p', _type: 'place', address: {_type: 'address', street: 'Main'}}).current
  const state = prepareFormState({
    schemaType: place,
    value,
    collapsedFieldSets: collapsed,
    previous: previous.current,
  })
  previous.current = state
  return (
    <FormBuilder
      state={state}
      onChange={() => {}}
      onToggleFieldSet={(id, next) => setCollapsed((before) => ({...before, [id]: next}))}
    />
  )
}

afterEach(cleanup)

it('opens and closes an object field from its title, closed at first when its type says so', () => {
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <Form />
      </LayerProvider>
    </ThemeProvider>,
  )
  const toggle = screen.getByRole('button', {name: 'Address'})
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByLabelText('Street')).toBeNull()
  fireEvent.click(toggle)
  expect(screen.getByLabelText('Street')).toBeTruthy()
  // A fieldset inside it opens too, though the document around it is the very same state.
  fireEvent.click(screen.getByRole('button', {name: 'More'}))
  expect(screen.getByLabelText('Note')).toBeTruthy()
  fireEvent.click(toggle)
  expect(screen.queryByLabelText('Street')).toBeNull()
  // The title of a field that is not collapsible stays a label.
  expect(screen.queryByRole('button', {name: 'Title'})).toBeNull()
})

it('names a node and its ancestors from its id alone, keys with dots included', () => {
  expect(idAndAncestors('(root)')).toEqual(['(root)'])
  expect(idAndAncestors('address')).toEqual(['(root)', 'address'])
  expect(idAndAncestors('rows[_key=="a.b[c]"].address.street')).toEqual([
    '(root)',
    'rows',
    'rows[_key=="a.b[c]"]',
    'rows[_key=="a.b[c]"].address',
    'rows[_key=="a.b[c]"].address.street',
  ])
})
