// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {FormContextProvider} from '../../src/builder/form-context.js'
import {renderDefaultInput} from '../../src/builder/render-default-input.js'
import {TagsInput} from '../../src/inputs/tags-input.js'
import {applyLocalPatches} from '../../src/patch/apply-local-patches.js'
import type {FormPatch} from '../../src/patch/patches.js'
import type {ArrayFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([{name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}}])
const node = (value?: string[], readOnly = false) =>
  fieldNode<ArrayFormNode>(doc, 'tags', value === undefined ? {} : {tags: value}, {readOnly})

afterEach(cleanup)

/** The tags after the sent patches (relative to the array). */
const applied = (tags: string[] | undefined, sent: FormPatch[][]) => applyLocalPatches(tags, sent.flat())

describe('TagsInput', () => {
  it('shows the tags; Enter appends the trimmed text and clears the field, blank text adds nothing', () => {
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
    expect(sent).toEqual([
      [
        {type: 'setIfMissing', path: [], value: []},
        {type: 'insert', path: [-1], position: 'after', items: ['culture']},
      ],
    ])
    expect(applied(['news', 'sport'], sent)).toEqual(['news', 'sport', 'culture'])
    // The same patches start a missing array, and keep a tag someone else added meanwhile.
    expect(applied(undefined, sent)).toEqual(['culture'])
    expect(applied(['news', 'sport', 'local'], sent)).toEqual(['news', 'sport', 'local', 'culture'])
  })

  it('Backspace in the empty field removes the last tag by index; the last one unsets', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['news', 'sport'])} onChange={onChange} renderInput={renderDefaultInput} />)
    const input = screen.getByPlaceholderText('Enter tag and press Enter')
    fireEvent.change(input, {target: {value: 'x'}})
    fireEvent.keyDown(input, {key: 'Backspace'}) // text left: nothing removed
    fireEvent.change(input, {target: {value: ''}})
    fireEvent.keyDown(input, {key: 'Backspace'})
    expect(sent).toEqual([[{type: 'unset', path: [1]}]])
    expect(applied(['news', 'sport'], sent)).toEqual(['news'])
    cleanup()
    themed(<TagsInput node={node(['news'])} onChange={onChange} renderInput={renderDefaultInput} />)
    fireEvent.keyDown(screen.getByPlaceholderText('Enter tag and press Enter'), {key: 'Backspace'})
    expect(sent[1]).toEqual([{type: 'unset', path: []}])
  })

  it('removes a tag with its button, where the document has it now', () => {
    const {sent, onChange} = patchLog()
    themed(<TagsInput node={node(['a', 'b', 'c'])} onChange={onChange} renderInput={renderDefaultInput} />)
    fireEvent.click(screen.getByRole('button', {name: 'Remove b'}))
    expect(sent).toEqual([[{type: 'unset', path: [1]}]])
    expect(applied(['a', 'b', 'c'], sent)).toEqual(['a', 'c'])
    cleanup()
    // Someone added "x" at the start; the form has not rendered it yet.
    const live = {_id: 'doc-1', _type: 'doc', tags: ['x', 'a', 'b', 'c']}
    themed(
      <FormContextProvider value={{getDocument: () => live}}>
        <TagsInput node={node(['a', 'b', 'c'])} onChange={onChange} renderInput={renderDefaultInput} />
      </FormContextProvider>,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Remove b'}))
    expect(applyLocalPatches(live.tags, sent[1]!)).toEqual(['x', 'a', 'c'])
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
