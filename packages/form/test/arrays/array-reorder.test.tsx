// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import type {TypeDefinition} from '@tessera/types'
import {afterEach, expect, it, vi} from 'vitest'
import {ArrayOfObjectsInput} from '../../src/arrays/array-of-objects-input.js'
import {movePatches} from '../../src/arrays/array-patches.js'
import {ArrayStory} from '../../src/arrays/story-state.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {renderThemed} from './support.js'

const ROW_HEIGHT = 50

/** jsdom has no layout: rows stand one under the other, 50 px apart, in document order. */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = Array.from(document.querySelectorAll('[data-item-key]'))
    const row = this.closest('[data-item-key]')
    const index = row ? rows.indexOf(row) : 0
    const top = index * ROW_HEIGHT
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 400,
      bottom: top + ROW_HEIGHT - 4,
      width: 400,
      height: ROW_HEIGHT - 4,
      toJSON() {},
    } as DOMRect
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const stop: TypeDefinition = {
  name: 'stop',
  type: 'object',
  title: 'Stop',
  fields: [{name: 'city', type: 'string'}],
}
const items = [
  {_key: 'a', _type: 'stop', city: 'Oslo'},
  {_key: 'b', _type: 'stop', city: 'Bergen'},
  {_key: 'c', _type: 'stop', city: 'Roma'},
]

async function press(element: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, {code, key: code === 'Space' ? ' ' : code})
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

it('moves an item with the keyboard: one unset by key, then an insert next to its new neighbour', async () => {
  stubLayout()
  const sent: FormPatch[][] = []
  renderThemed(
    <ArrayStory
      types={[stop]}
      field={{name: 'stops', type: 'array', of: [{type: 'stop'}]}}
      value={items}
      input={ArrayOfObjectsInput}
      onPatches={(patches) => sent.push(patches)}
      contextSchema={null}
    />,
  )
  const [handle] = screen.getAllByRole('button', {name: 'Drag to reorder'})
  handle.focus()
  await press(handle, 'Space')
  await press(handle, 'ArrowDown')
  await press(handle, 'Space')
  expect(sent).toEqual([
    [
      {type: 'unset', path: [{_key: 'a'}]},
      {type: 'insert', path: [{_key: 'b'}], position: 'after', items: [items[0]]},
    ],
  ])
  const shown = JSON.parse(screen.getByTestId('story-value').textContent ?? '[]') as {city: string}[]
  expect(shown.map((item) => item.city)).toEqual(['Bergen', 'Oslo', 'Roma'])
})

it('moves up with an insert before, and refuses items without keys', () => {
  expect(movePatches(items, 'c', 'a')).toEqual([
    {type: 'unset', path: [{_key: 'c'}]},
    {type: 'insert', path: [{_key: 'a'}], position: 'before', items: [items[2]]},
  ])
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(movePatches([{_type: 'stop', city: 'Nowhere'}, ...items], 'missing', 'a')).toBeUndefined()
  expect(error).toHaveBeenCalledOnce()
})
