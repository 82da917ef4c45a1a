// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, expect, it} from 'vitest'
import {UnknownFieldsPanel} from '../../src/panels/unknown-fields-panel.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {themed} from './render.js'

afterEach(cleanup)

const fields = [
  {name: 'legacyTitle', value: 'Old title'},
  {name: 'meta', value: {views: 3, tags: ['a']}},
]

it('lists each unknown field with its JSON indented by 2, and removes one', () => {
  const patches: FormPatch[][] = []
  themed(<UnknownFieldsPanel fields={fields} onChange={(next) => patches.push(next)} readOnly={false} />)
  expect(screen.getByText('Unknown fields found')).toBeTruthy()
  expect(screen.getByText('Encountered 2 fields that are not defined in the schema.')).toBeTruthy()
  expect(screen.getByText('legacyTitle')).toBeTruthy()
  expect(screen.getByText('meta')).toBeTruthy()
  const codes = Array.from(document.querySelectorAll('code')).map((code) => code.textContent)
  expect(codes).toEqual(['"Old title"', '{\n  "views": 3,\n  "tags": [\n    "a"\n  ]\n}'])
  fireEvent.click(screen.getByRole('button', {name: 'Remove field meta'}))
  expect(patches).toEqual([[{type: 'unset', path: ['meta']}]])
  expect(screen.getAllByText('Remove field')).toHaveLength(2)
})

it('says field for one, and hides Remove when read-only', () => {
  themed(<UnknownFieldsPanel fields={fields.slice(0, 1)} onChange={() => {}} readOnly />)
  expect(screen.getByText('Encountered 1 field that is not defined in the schema.')).toBeTruthy()
  expect(screen.queryAllByRole('button')).toEqual([])
})

it('renders nothing without unknown fields', () => {
  const {container} = themed(<UnknownFieldsPanel fields={[]} onChange={() => {}} readOnly={false} />)
  expect(container.textContent).toBe('')
})
