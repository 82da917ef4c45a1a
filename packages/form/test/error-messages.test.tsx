// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, render, screen} from '@testing-library/react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {afterEach, describe, expect, it} from 'vitest'
import {insertItems, newItem} from '../src/arrays/array-patches.js'
import {FormMembers} from '../src/builder/form-members.js'
import {renderBuiltInInput, renderDefaultInput} from '../src/builder/render-default-input.js'
import {getFieldMember, getItemMember} from '../src/state/find-node.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import type {ArrayFormNode, ObjectMember, PrimitiveFormNode} from '../src/state/types.js'
import './support/themed.js'

afterEach(cleanup)

const schema = compileSchema({
  name: 'messages',
  types: [
    {name: 'stop', type: 'object', fields: [{name: 'city', type: 'string'}]},
    {
      name: 'trip',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'stops', type: 'array', of: [{type: 'stop'}]},
      ],
    },
  ],
})
const trip = schema.get('trip') as SchemaType
const state = prepareFormState({
  schemaType: trip,
  value: {title: 'T', stops: [{_key: 'a', _type: 'stop', city: 'Oslo'}]},
})

describe('the error catalogue of spec/001 §8', () => {
  it("says 'Field not found' with the name, and which array item is missing by key or index", () => {
    expect(getFieldMember(state, 'title').field.value).toBe('T')
    expect(() => getFieldMember(state, 'subtitle')).toThrow('Field not found: "subtitle"')
    const stops = getFieldMember(state, 'stops').field as ArrayFormNode
    expect(getItemMember(stops, {_key: 'a'}).index).toBe(0)
    expect(getItemMember(stops, 0).key).toBe('item-a')
    expect(() => getItemMember(stops, {_key: 'zz'})).toThrow('No array item at key "zz" (at stops)')
    expect(() => getItemMember(stops, 4)).toThrow('No array item at index 4 (at stops)')
  })

  it('refuses array inserts of nothing or of primitives with the exact messages', () => {
    expect(() => insertItems([], 'after', 'a')).toThrow('Insert event should include at least one item')
    expect(() => insertItems(['text'], 'after', 'a')).toThrow(
      'Invalid item type: "string". Default array input can only contain objects',
    )
    expect(() => newItem(schema.get('string') as SchemaType)).toThrow(
      'Invalid item type: "string". Default array input can only contain objects',
    )
    expect(insertItems([{_key: 'b', _type: 'stop'}], 'before', 'a')).toEqual([
      {type: 'insert', path: [{_key: 'a'}], position: 'before', items: [{_key: 'b', _type: 'stop'}]},
    ])
  })

  it('throws when no input fits a node, and names an unknown member kind instead of dropping it', () => {
    const odd: PrimitiveFormNode = {
      ...(getFieldMember(state, 'title').field as PrimitiveFormNode),
      schemaType: {...(schema.get('string') as SchemaType), name: 'odd', jsonType: 'array'},
    }
    expect(() => renderBuiltInInput(odd, () => {})).toThrow(
      'Could not find input component for schema type "odd"',
    )
    render(
      <ThemeProvider theme={buildTheme()}>
        <LayerProvider>
          <FormMembers
            members={[{kind: 'mystery', key: 'm'} as unknown as ObjectMember]}
            onChange={() => {}}
            renderInput={renderDefaultInput}
          />
        </LayerProvider>
      </ThemeProvider>,
    )
    expect(screen.getByText('Unknown member kind: mystery')).toBeTruthy()
  })
})
