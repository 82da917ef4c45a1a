import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {expect, it} from 'vitest'
import {revealSteps} from '../src/document/reveal-path.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'

const article = compileSchema({
  name: 'reveal',
  types: [
    {
      name: 'article',
      type: 'document',
      groups: [
        {name: 'main', title: 'Main', default: true},
        {name: 'seo', title: 'SEO'},
      ],
      fieldsets: [{name: 'meta', title: 'Meta', options: {collapsible: true, collapsed: true}}],
      fields: [
        {name: 'title', type: 'string', group: 'main'},
        {name: 'keywords', type: 'string', group: 'seo', fieldset: 'meta'},
        {name: 'summary', type: 'string', group: 'main', fieldset: 'meta'},
        {
          name: 'stops',
          type: 'array',
          group: 'main',
          of: [{type: 'object', name: 'stop', fields: [{name: 'city', type: 'string'}]}],
        },
      ],
    },
  ],
}).get('article') as SchemaType

const value = {_id: 'a', _type: 'article', stops: [{_key: 'k1', _type: 'stop', city: 'Oslo'}]}

it('expands the collapsed fieldset that holds the field', () => {
  const state = prepareFormState({schemaType: article, value})
  expect(revealSteps(state, ['summary'])).toEqual({
    expandFieldSets: ['(root).fieldset:meta'],
    showAllFieldsOf: [],
  })
  expect(revealSteps(state, ['title'])).toEqual({expandFieldSets: [], showAllFieldsOf: []})
})

it('leaves a group that hides the field for all fields', () => {
  const state = prepareFormState({schemaType: article, value})
  expect(revealSteps(state, ['keywords'])).toEqual({expandFieldSets: [], showAllFieldsOf: ['(root)']})
})

it('follows array items by key and stops at the first segment it cannot follow', () => {
  const state = prepareFormState({schemaType: article, value})
  expect(revealSteps(state, ['stops', {_key: 'k1'}, 'city'])).toEqual({
    expandFieldSets: [],
    showAllFieldsOf: [],
  })
  expect(revealSteps(state, ['stops', {_key: 'gone'}, 'city'])).toEqual({
    expandFieldSets: [],
    showAllFieldsOf: [],
  })
})
