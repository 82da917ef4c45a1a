// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {renderDefaultInput} from '../../src/builder/render-default-input.js'
import {CheckboxListInput} from '../../src/inputs/checkbox-list-input.js'
import type {ArrayFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([
  {
    name: 'colours',
    type: 'array',
    of: [{type: 'string'}],
    options: {list: [{title: 'Red', value: 'red'}, {title: 'Green', value: 'green'}, 'blue']},
  },
  {name: 'sizes', type: 'array', of: [{type: 'number'}], options: {list: [1, 2, 3]}},
])
const node = (name: string, value?: unknown[], readOnly = false) =>
  fieldNode<ArrayFormNode>(doc, name, value === undefined ? {} : {[name]: value}, {readOnly})
const checkbox = (label: string) => screen.getByRole('checkbox', {name: label}) as HTMLInputElement

afterEach(cleanup)

describe('CheckboxListInput', () => {
  it('has a checkbox per list item, labelled by title or value', () => {
    themed(
      <CheckboxListInput
        node={node('colours', ['green'])}
        onChange={() => {}}
        renderInput={renderDefaultInput}
      />,
    )
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Red',
      'Green',
      'blue',
    ])
    expect(checkbox('Green').checked).toBe(true)
    expect(checkbox('Red').checked).toBe(false)
    expect(screen.getByRole('group').id).toBe('colours')
  })

  it("checking adds the value in the list's order; unchecking removes; each click builds on the last; empty unsets", () => {
    const {sent, onChange} = patchLog()
    themed(
      <CheckboxListInput
        node={node('colours', ['blue'])}
        onChange={onChange}
        renderInput={renderDefaultInput}
      />,
    )
    fireEvent.click(checkbox('Red'))
    fireEvent.click(checkbox('blue'))
    fireEvent.click(checkbox('Red'))
    expect(sent).toEqual([
      [{type: 'set', path: [], value: ['red', 'blue']}],
      [{type: 'set', path: [], value: ['red']}],
      [{type: 'unset', path: []}],
    ])
  })

  it('keeps numbers as numbers', () => {
    const {sent, onChange} = patchLog()
    themed(
      <CheckboxListInput node={node('sizes', [3, 1])} onChange={onChange} renderInput={renderDefaultInput} />,
    )
    fireEvent.click(checkbox('2'))
    fireEvent.click(checkbox('3'))
    expect(sent).toEqual([
      [{type: 'set', path: [], value: [1, 2, 3]}],
      [{type: 'set', path: [], value: [1, 2]}],
    ])
  })

  it('shows values outside the list as extra checked boxes that can be removed', () => {
    const {sent, onChange} = patchLog()
    themed(
      <CheckboxListInput
        node={node('colours', ['purple', 'red'])}
        onChange={onChange}
        renderInput={renderDefaultInput}
      />,
    )
    expect(checkbox('purple').checked).toBe(true)
    fireEvent.click(checkbox('Green'))
    fireEvent.click(checkbox('purple'))
    expect(sent).toEqual([
      [{type: 'set', path: [], value: ['red', 'green', 'purple']}],
      [{type: 'set', path: [], value: ['red', 'green']}],
    ])
  })

  it('is read-only', () => {
    themed(
      <CheckboxListInput
        node={node('colours', [], true)}
        onChange={() => {}}
        renderInput={renderDefaultInput}
      />,
    )
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true)
  })
})
