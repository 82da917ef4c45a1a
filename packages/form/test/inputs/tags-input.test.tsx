// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {renderDefaultInput} from '../../src/builder/render-default-input.js'
import {TagsInput} from '../../src/inputs/tags-input.js'
import type {ArrayFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([{name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}}])
const node = (value?: string[], readOnly = false) =>
  fieldNode<ArrayFormNode>(doc, 'tags', value === undefined ? {} : {tags: value}, {readOnly})

afterEach(cleanup)

describe('TagsInput', () => {
  it('shows the tags; Enter adds the trimmed text and clears the field, blank text adds nothing', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['news', 'sport'])} onChange={onChange} renderInput={renderDefaultInput} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['news', 'sport'])
    const input = screen.getByPlaceholderText('Enter tag and press Enter') as HTMLInputElement
    expect(input.id).toBe('tags')
    fireEvent.change(input, {target: {value: '   '}})
    fireEvent.keyDown(input, {key: 'Enter'})
    fireEvent.change(input, {target: {value: '  culture '}})
    fireEvent.keyDown(input, {key: 'Enter'})
    expect(input.value).toBe('')
    expect(sent).toEqual([[{type: 'set', path: [], value: ['news', 'sport', 'culture']}]])
  })

  it('Backspace in the empty field removes the last tag; the last one unsets', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['news', 'sport'])} onChange={onChange} renderInput={renderDefaultInput} />)
    const input = screen.getByPlaceholderText('Enter tag and press Enter')
    fireEvent.change(input, {target: {value: 'x'}})
    fireEvent.keyDown(input, {key: 'Backspace'}) // text left: nothing removed
    fireEvent.change(input, {target: {value: ''}})
    fireEvent.keyDown(input, {key: 'Backspace'})
    expect(sent).toEqual([[{type: 'set', path: [], value: ['news']}]])
    cleanup()
    themed(<TagsInput node={node(['news'])} onChange={onChange} renderInput={renderDefaultInput} />)
    fireEvent.keyDown(screen.getByPlaceholderText('Enter tag and press Enter'), {key: 'Backspace'})
    expect(sent[1]).toEqual([{type: 'unset', path: []}])
  })

  it('removes a tag with its button', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['a', 'b', 'c'])} onChange={onChange} renderInput={renderDefaultInput} />)
    fireEvent.click(screen.getByRole('button', {name: 'Remove b'}))
    expect(sent).toEqual([[{type: 'set', path: [], value: ['a', 'c']}]])
  })

  it('is read-only: no remove buttons, Enter adds nothing', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['a'], true)} onChange={onChange} renderInput={renderDefaultInput} />)
    expect(screen.queryByRole('button', {name: 'Remove a'})).toBeNull()
    const input = screen.getByPlaceholderText('Enter tag and press Enter') as HTMLInputElement
    expect(input.readOnly).toBe(true)
    fireEvent.keyDown(input, {key: 'Backspace'})
    expect(sent).toEqual([])
  })
})
