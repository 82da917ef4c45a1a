import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {expect, it} from 'vitest'
import {resolveInputKind} from '../src/inputs/resolve-input-kind.js'

const Custom = () => null
const schema = compileSchema({
  name: 'inputs',
  types: [
    {name: 'headline', type: 'string'},
    {name: 'fancyHeadline', type: 'headline', components: {input: Custom}},
    {
      name: 'sink',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'headline', type: 'headline'},
        {name: 'fancy', type: 'fancyHeadline'},
        {name: 'size', type: 'string', options: {list: ['s', 'm', 'l']}},
        {name: 'tone', type: 'string', options: {list: ['a', 'b'], layout: 'radio'}},
        {name: 'rating', type: 'number', options: {list: [1, 2, 3]}},
        {name: 'flag', type: 'boolean'},
        {name: 'agree', type: 'boolean', options: {layout: 'checkbox'}},
        {name: 'notes', type: 'text'},
        {name: 'day', type: 'date'},
        {name: 'slug', type: 'slug'},
        {name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}},
        {name: 'colors', type: 'array', of: [{type: 'string'}], options: {list: ['red', 'blue']}},
        {name: 'numbers', type: 'array', of: [{type: 'number'}]},
        {
          name: 'stops',
          type: 'array',
          of: [{type: 'object', name: 'stop', fields: [{name: 'a', type: 'string'}]}],
        },
        {name: 'body', type: 'array', of: [{type: 'block'}]},
        {name: 'address', type: 'object', fields: [{name: 'street', type: 'string'}]},
        {name: 'owner', type: 'reference', to: [{type: 'sink'}]},
      ],
    },
  ],
})
const sink = schema.get('sink') as SchemaType
const kindOf = (name: string) => resolveInputKind(sink.fields!.find((field) => field.name === name)!.type)

it('resolves inputs by type chain, options and layout', () => {
  expect(
    Object.fromEntries(
      [
        'title',
        'headline',
        'fancy',
        'size',
        'tone',
        'rating',
        'flag',
        'agree',
        'notes',
        'day',
        'slug',
        'tags',
        'colors',
        'numbers',
        'stops',
        'body',
        'address',
        'owner',
      ].map((name) => [name, kindOf(name)]),
    ),
  ).toEqual({
    title: 'string',
    headline: 'string',
    fancy: 'custom',
    size: 'select',
    tone: 'radio',
    rating: 'select',
    flag: 'boolean-switch',
    agree: 'boolean-checkbox',
    notes: 'text',
    day: 'date',
    slug: 'slug',
    tags: 'tags',
    colors: 'checkbox-list',
    numbers: 'array-of-primitives',
    stops: 'array-of-objects',
    body: 'portableText',
    address: 'object',
    owner: 'reference',
  })
})
