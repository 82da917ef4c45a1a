// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import {afterEach, expect, it} from 'vitest'
import {FormBuilder} from '../src/builder/form-builder.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import './support/themed.js'

const person = compileSchema({
  name: 'fieldsets',
  types: [
    {
      name: 'person',
      type: 'document',
      fieldsets: [
        {name: 'contact', title: 'Contact', options: {collapsible: true, collapsed: true}},
        {name: 'names', title: 'Names', options: {columns: 2}},
      ],
      fields: [
        {name: 'first', type: 'string', title: 'First name', fieldset: 'names'},
        {name: 'last', type: 'string', title: 'Last name', fieldset: 'names'},
        {name: 'email', type: 'string', title: 'Email', fieldset: 'contact'},
      ],
    },
  ],
}).get('person') as SchemaType

function Form() {
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({})
  const state = prepareFormState({schemaType: person, value: {}, collapsedFieldSets: collapsed})
  return (
    <FormBuilder
      state={state}
      onChange={() => {}}
      onToggleFieldSet={(id, next) => setCollapsed((before) => ({...before, [id]: next}))}
    />
  )
}

afterEach(cleanup)

it('opens and closes a collapsible fieldset from its title, starting collapsed when the schema says so', () => {
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <Form />
      </LayerProvider>
    </ThemeProvider>,
  )
  const toggle = screen.getByRole('button', {name: 'Contact'})
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByLabelText('Email')).toBeNull()
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByLabelText('Email')).toBeTruthy()
  fireEvent.click(toggle)
  expect(screen.queryByLabelText('Email')).toBeNull()
})

it('lays a fieldset with columns out in a grid, and a plain fieldset title is not a toggle', () => {
  const {container} = render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <Form />
      </LayerProvider>
    </ThemeProvider>,
  )
  expect(screen.queryByRole('button', {name: 'Names'})).toBeNull()
  const grid = container.querySelector('[data-fieldset="names"] [data-columns="2"]')
  expect(grid?.textContent).toContain('First name')
  expect(grid?.textContent).toContain('Last name')
})
