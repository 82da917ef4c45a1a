// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react'
import type {TypeDefinition} from '@tessera/types'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {ArrayOfPrimitivesInput} from '../../src/arrays/array-of-primitives-input.js'
import {ArrayStory} from '../../src/arrays/story-state.js'
import {insert, setIfMissing, type FormPatch} from '../../src/patch/patches.js'
import {renderThemed} from './support.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setup(value: unknown[] | undefined, of: TypeDefinition[] = [{type: 'string'}], readOnly = false) {
  const sent: FormPatch[][] = []
  renderThemed(
    <ArrayStory
      field={{name: 'tags', type: 'array', of}}
      value={value}
      readOnly={readOnly}
      input={ArrayOfPrimitivesInput}
      onPatches={(patches) => sent.push(patches)}
      contextSchema={null}
    />,
  )
  return sent
}

const shown = () => JSON.parse(screen.getByTestId('story-value').textContent ?? 'null')

describe('ArrayOfPrimitivesInput', () => {
  it('edits an item by index, and keeps an emptied item', () => {
    const sent = setup(['red', 'green'])
    fireEvent.change(screen.getByDisplayValue('green'), {target: {value: 'blue'}})
    fireEvent.change(screen.getByDisplayValue('red'), {target: {value: ''}})
    expect(sent.map((patches) => patches.map((patch) => [patch.type, patch.path]))).toEqual([
      [['diffMatchPatch', [1]]],
      [['set', [0]]],
    ])
    expect(shown()).toEqual(['', 'blue'])
  })

  it('adds an empty value of the first type at the end and focuses it', async () => {
    const sent = setup(['red'])
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    expect(sent).toEqual([[setIfMissing([]), insert([''], 'after', [-1])]])
    expect(shown()).toEqual(['red', ''])
    const inputs = screen.getAllByRole('textbox')
    await waitFor(() => expect(document.activeElement).toBe(inputs[1]))
  })

  it('adds 0 to an array of numbers, creating the array', () => {
    const sent = setup(undefined, [{type: 'number'}])
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    expect(sent).toEqual([[setIfMissing([]), insert([0], 'after', [-1])]])
    expect(shown()).toEqual([0])
  })

  it('removes an item by index, and unsets the field when the last one goes', () => {
    const sent = setup(['red', 'green'])
    fireEvent.click(screen.getAllByRole('button', {name: 'Remove item'})[0])
    expect(shown()).toEqual(['green'])
    fireEvent.click(screen.getByRole('button', {name: 'Remove item'}))
    expect(sent).toEqual([[{type: 'unset', path: [0]}], [{type: 'unset', path: []}]])
    expect(shown()).toBeNull()
  })

  it('appends the values of an uploaded text file', async () => {
    const sent = setup(['red'], [{type: 'string'}, {type: 'number'}])
    const file = new File(['blue\n42\n\nyellow\n'], 'colours.txt', {type: 'text/plain'})
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload a text file'), {target: {files: [file]}})
    })
    await waitFor(() => expect(shown()).toEqual(['red', 'blue', 42, 'yellow']))
    expect(sent).toEqual([[setIfMissing([]), insert(['blue', 42, 'yellow'], 'after', [-1])]])
  })

  it('appends the values of a text file dropped on the list', async () => {
    const sent = setup([true], [{type: 'boolean'}])
    const file = new File(['false\nmaybe\ntrue'], 'flags.txt', {type: 'text/plain'})
    const list = document.querySelector('[data-drop-target]') as HTMLElement
    await act(async () => {
      fireEvent.drop(list, {dataTransfer: {files: [file], types: ['Files']}})
    })
    await waitFor(() => expect(shown()).toEqual([true, false, true]))
    expect(sent).toEqual([[setIfMissing([]), insert([false, true], 'after', [-1])]])
  })

  it('moves a value with the keyboard and writes the reordered array', async () => {
    // jsdom has no layout: rows stand 50 px apart in document order.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rows = Array.from(document.querySelectorAll('[data-array-row]'))
      const top = Math.max(0, rows.indexOf(this.closest('[data-array-row]') as Element)) * 50
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 400,
        bottom: top + 46,
        width: 400,
        height: 46,
        toJSON() {},
      } as DOMRect
    })
    const sent = setup(['red', 'green', 'blue'])
    const handle = screen.getAllByRole('button', {name: 'Drag to reorder'})[2]
    handle.focus()
    for (const code of ['Space', 'ArrowUp', 'Space']) {
      await act(async () => {
        fireEvent.keyDown(handle, {code})
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
    }
    expect(sent).toEqual([[{type: 'set', path: [], value: ['red', 'blue', 'green']}]])
  })

  it('is read-only: no handles, removing, adding or uploading', () => {
    setup(['red'], [{type: 'string'}], true)
    expect(screen.queryByRole('button', {name: 'Drag to reorder'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Remove item'})).toBeNull()
    expect(screen.queryByLabelText('Upload a text file')).toBeNull()
    expect((screen.getByRole('button', {name: 'Add item'}) as HTMLButtonElement).disabled).toBe(true)
  })
})
