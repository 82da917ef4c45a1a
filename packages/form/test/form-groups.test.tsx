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

const article = compileSchema({
  name: 'groups',
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
        {name: 'metaTitle', type: 'string', title: 'Meta title', group: 'seo'},
      ],
    },
  ],
}).get('article') as SchemaType

function Form() {
  const [selected, setSelected] = useState<string>()
  const state = prepareFormState({
    schemaType: article,
    value: {},
    selectedGroups: selected ? {'(root)': selected} : undefined,
  })
  return <FormBuilder state={state} onChange={() => {}} onSelectGroup={(name) => setSelected(name)} />
}

afterEach(cleanup)

it('shows the default group and switches groups from the tabs', () => {
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <Form />
      </LayerProvider>
    </ThemeProvider>,
  )
  expect(screen.getAllByRole('tab', {hidden: true}).map((tab) => tab.textContent)).toEqual([
    'All fields',
    'Content',
    'SEO',
  ])
  expect(screen.getByLabelText('Title')).toBeTruthy()
  expect(screen.queryByLabelText('Meta title')).toBeNull()
  fireEvent.click(screen.getByRole('tab', {name: 'SEO', hidden: true}))
  expect(screen.getByLabelText('Meta title')).toBeTruthy()
  expect(screen.queryByLabelText('Title')).toBeNull()
  fireEvent.click(screen.getByRole('tab', {name: 'All fields', hidden: true}))
  expect(screen.getByLabelText('Title')).toBeTruthy()
  expect(screen.getByLabelText('Meta title')).toBeTruthy()
})

it('offers the groups as a select on small screens (jsdom applies no media queries: the base style)', () => {
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <Form />
      </LayerProvider>
    </ThemeProvider>,
  )
  const select = screen.getByRole('combobox', {name: 'Field group'}) as HTMLSelectElement
  expect(select.value).toBe('content')
  expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
    'All fields',
    'Content',
    'SEO',
  ])
  fireEvent.change(select, {target: {value: 'seo'}})
  expect(screen.getByLabelText('Meta title', {selector: 'input'})).toBeTruthy()
  expect(screen.queryByLabelText('Title', {selector: 'input'})).toBeNull()
})
