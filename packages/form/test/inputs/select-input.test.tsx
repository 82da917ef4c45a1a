// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {RadioInput, SelectInput} from '../../src/inputs/select-input.js'
import type {PrimitiveFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([
  {name: 'genre', type: 'string', options: {list: [{title: 'Rock', value: 'rock'}, 'jazz']}},
  {name: 'rating', type: 'number', options: {list: [{title: 'One', value: 1}, 2, 10]}},
  {name: 'size', type: 'string', options: {list: ['s', 'm', 'l'], layout: 'radio', direction: 'horizontal'}},
  {name: 'stars', type: 'number', options: {list: [1, 2, 3], layout: 'radio'}},
])
const node = (name: string, value?: unknown, readOnly = false) =>
  fieldNode<PrimitiveFormNode>(doc, name, value === undefined ? {} : {[name]: value}, {readOnly})

afterEach(cleanup)

describe('SelectInput', () => {
  it('lists titles (or values) after an empty choice; choosing sets, the empty choice unsets', () => {
    const {sent, onChange} = patchLog()
    themed(<SelectInput node={node('genre', 'jazz')} onChange={onChange} />)
    const select = screen.getByRole('combobox') as HTMLSelectElement
    expect(select.id).toBe('genre')
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['', 'Rock', 'jazz'])
    expect(select.selectedOptions[0]?.text).toBe('jazz')
    fireEvent.change(select, {target: {value: '0'}})
    fireEvent.change(select, {target: {value: ''}})
    expect(sent).toEqual([[{type: 'set', path: [], value: 'rock'}], [{type: 'unset', path: []}]])
  })

  it('keeps numbers as numbers', () => {
    const {sent, onChange} = patchLog()
    themed(<SelectInput node={node('rating', 2)} onChange={onChange} />)
    const select = screen.getByRole('combobox') as HTMLSelectElement
    expect(select.selectedOptions[0]?.text).toBe('2')
    fireEvent.change(select, {target: {value: '2'}})
    fireEvent.change(select, {target: {value: '0'}})
    expect(sent).toEqual([[{type: 'set', path: [], value: 10}], [{type: 'set', path: [], value: 1}]])
  })

  it('shows a value outside the list, and is disabled when read-only', () => {
    themed(<SelectInput node={node('genre', 'polka', true)} onChange={() => {}} />)
    const select = screen.getByRole('combobox') as HTMLSelectElement
    expect(select.selectedOptions[0]?.text).toBe('polka')
    expect(select.disabled).toBe(true)
  })
})

describe('RadioInput', () => {
  it('has a radio per item; choosing sets the value, numbers stay numbers', () => {
    const {sent, onChange} = patchLog()
    themed(<RadioInput node={node('stars', 2)} onChange={onChange} />)
    expect((screen.getByRole('radio', {name: '2'}) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', {name: '3'}))
    expect(sent).toEqual([[{type: 'set', path: [], value: 3}]])
    expect(screen.getByRole('radiogroup').id).toBe('stars')
  })

  it('lays out horizontally or vertically', () => {
    themed(
      <>
        <RadioInput node={node('size', 'm')} onChange={() => {}} />
        <RadioInput node={node('stars')} onChange={() => {}} />
      </>,
    )
    const [horizontal, vertical] = screen.getAllByRole('radiogroup')
    expect(getComputedStyle(horizontal!).flexDirection).toBe('row')
    expect(getComputedStyle(vertical!).flexDirection).toBe('column')
  })

  it('is disabled when read-only', () => {
    themed(<RadioInput node={node('size', 'm', true)} onChange={() => {}} />)
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true)
  })
})
