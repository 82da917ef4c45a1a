import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {showsSamePreview} from '../../src/arrays/item-preview-value.js'

const schema = compileSchema({
  name: 'same-preview',
  types: [
    {
      name: 'stop',
      type: 'object',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'notes', type: 'string'},
        {name: 'city', type: 'string'},
      ],
    },
    {
      name: 'hotel',
      type: 'object',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'stars', type: 'number'},
      ],
      preview: {
        select: {title: 'name', stars: 'stars'},
        prepare: ({title, stars}: Record<string, unknown>) => ({
          title: String(title),
          subtitle: `${stars} stars`,
        }),
      },
    },
    {
      name: 'trip',
      type: 'document',
      fields: [
        {
          name: 'stops',
          type: 'array',
          of: [{type: 'stop'}, {type: 'hotel'}, {type: 'reference', to: [{type: 'trip'}]}],
        },
      ],
    },
  ],
})
const typeOf = (name: string) => schema.get(name) as SchemaType
const arrayOf = (schema.get('trip') as SchemaType).fields!.find((field) => field.name === 'stops')!.type

describe('showsSamePreview (an item row renders again only when its preview changes)', () => {
  it('is the same preview when a field the preview does not show changed', () => {
    const before = {_key: 'a', _type: 'stop', name: 'Oslo', notes: 'ferry'}
    expect(showsSamePreview(typeOf('stop'), before, {...before, notes: 'ferry at 9'})).toBe(true)
  })

  it('is another preview when the title field changed', () => {
    const before = {_key: 'a', _type: 'stop', name: 'Oslo'}
    expect(showsSamePreview(typeOf('stop'), before, {...before, name: 'Oslo S'})).toBe(false)
  })

  it("follows the type's select and prepare", () => {
    const before = {_key: 'h', _type: 'hotel', name: 'Grand', stars: 4}
    expect(showsSamePreview(typeOf('hotel'), before, {...before, stars: 5})).toBe(false)
    expect(showsSamePreview(typeOf('hotel'), before, {...before, rooms: 12})).toBe(true)
  })

  it('never skips a reference (its preview is of the document it points to)', () => {
    const reference = arrayOf.of!.find((type) => type.name === 'reference')!
    const before = {_key: 'r', _type: 'reference', _ref: 'trip-1'}
    expect(showsSamePreview(reference, before, {...before})).toBe(false)
  })

  it('is never the same when the preview fails', () => {
    const failing = {
      ...typeOf('hotel'),
      preview: {
        select: {title: 'name'},
        prepare: () => {
          throw new Error('no')
        },
      },
    } as SchemaType
    expect(showsSamePreview(failing, {name: 'a'}, {name: 'a', other: 1})).toBe(false)
  })
})
