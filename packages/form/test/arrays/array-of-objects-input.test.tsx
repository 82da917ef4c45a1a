// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import type {TypeDefinition} from '@tessera/types'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {ArrayOfObjectsInput} from '../../src/arrays/array-of-objects-input.js'
import {ArrayStory} from '../../src/arrays/story-state.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {renderThemed} from './support.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const stop: TypeDefinition = {
  name: 'stop',
  type: 'object',
  title: 'Stop',
  fields: [
    {name: 'city', type: 'string', title: 'City'},
    {name: 'nights', type: 'number', title: 'Nights'},
  ],
}
const hotel: TypeDefinition = {
  name: 'hotel',
  type: 'object',
  title: 'Hotel',
  fields: [{name: 'name', type: 'string', title: 'Name'}],
}
const stops = (extra: Partial<TypeDefinition> = {}) =>
  ({name: 'stops', type: 'array', title: 'Stops', of: [{type: 'stop'}], ...extra}) as TypeDefinition & {
    name: string
  }
const oslo = {_key: 'a', _type: 'stop', city: 'Oslo'}
const bergen = {_key: 'b', _type: 'stop', city: 'Bergen'}
const roma = {_key: 'c', _type: 'stop', city: 'Roma'}

function setup(options: {
  value?: unknown[]
  field?: TypeDefinition & {name: string}
  types?: TypeDefinition[]
  readOnly?: boolean
  withSchema?: boolean
}) {
  const sent: FormPatch[][] = []
  renderThemed(
    <ArrayStory
      field={options.field ?? stops()}
      types={options.types ?? [stop, hotel]}
      value={options.value}
      readOnly={options.readOnly}
      input={ArrayOfObjectsInput}
      onPatches={(patches) => sent.push(patches)}
      contextSchema={options.withSchema ? undefined : null}
    />,
  )
  return sent
}

const value = () => JSON.parse(screen.getByTestId('story-value').textContent ?? 'null')

async function openItemMenu(title: string) {
  const row = screen.getByText(title).closest('[data-item-key]') as HTMLElement
  fireEvent.click(within(row).getByRole('button', {name: 'Item actions'}))
  return row
}

/** The item of the menu opened last (closed menus keep their content, hidden, in the DOM). */
const menuItem = async (name: string) =>
  (await screen.findAllByRole('menuitem', {name, hidden: true})).at(-1)!

describe('ArrayOfObjectsInput', () => {
  it('shows a preview row per item, titled by the first string field', () => {
    setup({value: [oslo, bergen]})
    expect(screen.getByText('Oslo')).toBeTruthy()
    expect(screen.getByText('Bergen')).toBeTruthy()
    expect(screen.getAllByRole('button', {name: 'Drag to reorder'})).toHaveLength(2)
  })

  it('appends a new item of the only type after the last key, then opens it', async () => {
    const sent = setup({value: [oslo]})
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    const key = (sent[0][1] as {items: {_key: string}[]}).items[0]._key
    expect(key).toMatch(/^[0-9a-f]{12}$/)
    expect(sent).toEqual([
      [
        {type: 'setIfMissing', path: [], value: []},
        {type: 'insert', path: [{_key: 'a'}], position: 'after', items: [{_type: 'stop', _key: key}]},
      ],
    ])
    expect(await screen.findByText('Edit Stop')).toBeTruthy()
  })

  it("focuses a new item: its form's first input once it opens (spec/001 §4: inserted, focused, opened)", async () => {
    setup({value: [oslo]})
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('City')))
  })

  it('sets the whole array when it is empty', () => {
    const sent = setup({})
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    const key = value()[0]._key
    expect(sent[0]).toEqual([
      {type: 'setIfMissing', path: [], value: []},
      {type: 'set', path: [], value: [{_type: 'stop', _key: key}]},
    ])
  })

  it('offers a menu of the types when several are allowed', async () => {
    const sent = setup({value: [oslo], field: stops({of: [{type: 'stop'}, {type: 'hotel'}]})})
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    expect(await menuItem('Stop')).toBeTruthy()
    fireEvent.click(await menuItem('Hotel'))
    const added = value()[1]
    expect(added._type).toBe('hotel')
    expect(sent[0][1]).toEqual({type: 'insert', path: [{_key: 'a'}], position: 'after', items: [added]})
    expect(await screen.findByText('Edit Hotel')).toBeTruthy()
  })

  it('adds items before and after an item from its menu', async () => {
    const sent = setup({value: [oslo, bergen]})
    await openItemMenu('Bergen')
    fireEvent.click(await menuItem('Add item before'))
    fireEvent.click(screen.getByRole('button', {name: 'Close dialog'}))
    await openItemMenu('Oslo')
    fireEvent.click(await menuItem('Add item after'))
    const [before, after] = [sent[0][0], sent[2][0]] as {items: {_key: string}[]}[]
    expect(sent[0]).toEqual([
      {
        type: 'insert',
        path: [{_key: 'b'}],
        position: 'before',
        items: [{_type: 'stop', _key: before.items[0]._key}],
      },
    ])
    // Closing the untouched item removed it again.
    expect(sent[1]).toEqual([{type: 'unset', path: [{_key: before.items[0]._key}]}])
    expect(sent[2]).toEqual([
      {
        type: 'insert',
        path: [{_key: 'a'}],
        position: 'after',
        items: [{_type: 'stop', _key: after.items[0]._key}],
      },
    ])
    expect(value().map((item: {city?: string}) => item.city ?? 'new')).toEqual(['Oslo', 'new', 'Bergen'])
  })

  it('duplicates an item under a new key, right after it', async () => {
    const sent = setup({value: [oslo, bergen]})
    await openItemMenu('Oslo')
    fireEvent.click(await menuItem('Duplicate'))
    const copy = (sent[0][0] as {items: {_key: string}[]}).items[0]
    expect(copy._key).not.toBe('a')
    expect(sent[0]).toEqual([
      {type: 'insert', path: [{_key: 'a'}], position: 'after', items: [{...oslo, _key: copy._key}]},
    ])
    expect(value().map((item: {city: string}) => item.city)).toEqual(['Oslo', 'Oslo', 'Bergen'])
  })

  it('removes an item by key, and unsets the field when the last one goes', async () => {
    const sent = setup({value: [oslo, bergen]})
    await openItemMenu('Oslo')
    fireEvent.click(await menuItem('Remove'))
    expect(sent[0]).toEqual([{type: 'unset', path: [{_key: 'a'}]}])
    await openItemMenu('Bergen')
    fireEvent.click(await menuItem('Remove'))
    expect(sent[1]).toEqual([{type: 'unset', path: []}])
    expect(value()).toBeNull()
  })

  it('edits an item in a dialog, with patches addressed by key', async () => {
    const sent = setup({value: [oslo, bergen]})
    fireEvent.click(screen.getByText('Bergen'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Edit Stop')).toBeTruthy()
    fireEvent.change(within(dialog).getByDisplayValue('Bergen'), {target: {value: 'Tromsø'}})
    expect(sent.at(-1)?.map((patch) => [patch.type, patch.path])).toContainEqual([
      'diffMatchPatch',
      [{_key: 'b'}, 'city'],
    ])
    expect(value()).toEqual([oslo, {...bergen, city: 'Tromsø'}])
    fireEvent.click(within(dialog).getByRole('button', {name: 'Close dialog'}))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toHaveLength(1) // an item with content stays when its dialog closes
    expect(screen.getByText('Tromsø')).toBeTruthy()
  })

  it('removes a new item that is closed without content', async () => {
    const sent = setup({value: [oslo]})
    fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
    const key = value()[1]._key
    fireEvent.click(await screen.findByRole('button', {name: 'Close dialog'}))
    expect(sent[1]).toEqual([{type: 'unset', path: [{_key: key}]}])
    expect(value()).toEqual([oslo])
  })

  it('opens the item in a popover when the type asks for one', async () => {
    setup({value: [oslo], field: stops({options: {modal: {type: 'popover', width: 2}}})})
    fireEvent.click(screen.getByText('Oslo'))
    const popover = await screen.findByRole('dialog', {name: 'Edit Stop', hidden: true})
    expect(within(popover).getByDisplayValue('Oslo')).toBeTruthy()
    fireEvent.click(within(popover).getByRole('button', {name: 'Close', hidden: true}))
    await waitFor(() => expect(screen.queryByRole('dialog', {hidden: true})).toBeNull())
  })

  it('closes the popover on a click outside it, not on one inside it or on its row', async () => {
    setup({value: [oslo], field: stops({options: {modal: {type: 'popover', width: 2}}})})
    fireEvent.click(screen.getByText('Oslo'))
    const popover = await screen.findByRole('dialog', {name: 'Edit Stop', hidden: true})
    const input = within(popover).getByDisplayValue('Oslo')
    fireEvent.mouseDown(input)
    fireEvent.click(input)
    fireEvent.mouseDown(screen.getByText('Oslo', {selector: ':not(input)'}))
    expect(screen.queryByRole('dialog', {name: 'Edit Stop', hidden: true})).toBeTruthy()
    fireEvent.mouseDown(document.body)
    fireEvent.click(document.body)
    await waitFor(() => expect(screen.queryByRole('dialog', {hidden: true})).toBeNull())
  })

  it('is view-only when read-only: no handles, menus or adding', async () => {
    const sent = setup({value: [oslo, bergen], readOnly: true})
    expect(screen.queryByRole('button', {name: 'Drag to reorder'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Item actions'})).toBeNull()
    expect((screen.getByRole('button', {name: 'Add item'}) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByText('Oslo'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('View Stop')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', {name: 'Close dialog'}))
    expect(sent).toEqual([])
  })

  it('shows undeclared item types as member errors', () => {
    setup({value: [oslo, {_key: 'x', _type: 'ghost', boo: 1}]})
    expect(document.querySelector('[data-error="UNDECLARED_TYPE"]')).toBeTruthy()
    expect(screen.getByText('Oslo')).toBeTruthy()
  })

  it('lays items out in a grid', () => {
    setup({value: [oslo, bergen, roma], field: stops({options: {layout: 'grid'}})})
    expect(screen.getByText('Roma')).toBeTruthy()
    expect(screen.getAllByRole('button', {name: 'Item actions'})).toHaveLength(3)
  })

  it('renders only the rows in view of a long array', () => {
    const many = Array.from({length: 120}, (_, index) => ({
      _key: `k${index}`,
      _type: 'stop',
      city: `City ${index}`,
    }))
    setup({value: many})
    expect(document.querySelector('[data-virtualized]')).toBeTruthy()
    expect(document.querySelectorAll('[data-item-key]').length).toBeLessThan(120)
  })
})
