import {compileSchema} from '@tessera/schema'
import {describe, expect, it} from 'vitest'
import {REFERENCE_MESSAGES} from '../src/inputs/reference/reference-messages.js'
import {
  referenceForHit,
  referenceForNewDocument,
  requiresUniqueItems,
  resolveFilter,
  strengthState,
} from '../src/inputs/reference/reference-value.js'

const schema = compileSchema({
  name: 'references',
  types: [
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
        {name: 'editor', type: 'reference', weak: true, to: [{type: 'author'}]},
        {
          name: 'authors',
          type: 'array',
          of: [{type: 'reference', to: [{type: 'author'}]}],
          validation: (rule: {unique(): unknown}) => rule.unique(),
        },
        {name: 'others', type: 'array', of: [{type: 'reference', to: [{type: 'author'}]}]},
      ],
    },
  ],
})
const post = schema.get('post')!
const fieldType = (name: string) => post.fields!.find((field) => field.name === name)!.type
const strong = fieldType('author')
const weak = fieldType('editor')

describe('strength rules (spec/001 §4)', () => {
  it('a published hit on a strong field is strong; weak: true gives _weak', () => {
    expect(referenceForHit(strong, {id: 'a1', type: 'author', published: true})).toEqual({
      _type: 'reference',
      _ref: 'a1',
    })
    expect(referenceForHit(weak, {id: 'a1', type: 'author', published: true})).toEqual({
      _type: 'reference',
      _ref: 'a1',
      _weak: true,
    })
  })

  it('a draft-only hit is stored weak with _strengthenOnPublish naming its type; keys are kept', () => {
    expect(referenceForHit(strong, {id: 'a1', type: 'author', published: false}, 'k1')).toEqual({
      _type: 'reference',
      _ref: 'a1',
      _key: 'k1',
      _weak: true,
      _strengthenOnPublish: {type: 'author'},
    })
    expect(referenceForHit(weak, {id: 'a1', type: 'author', published: false})._strengthenOnPublish).toEqual({
      type: 'author',
      weak: true,
    })
  })

  it('a new document is a weak reference with the type and template recorded', () => {
    expect(
      referenceForNewDocument(strong, {
        id: 'n1',
        type: 'author',
        template: {id: 'author-en', params: {lang: 'en'}},
      }),
    ).toEqual({
      _type: 'reference',
      _ref: 'n1',
      _weak: true,
      _strengthenOnPublish: {type: 'author', template: {id: 'author-en', params: {lang: 'en'}}},
    })
  })

  it('says what to show: pending, published now, mismatch with its fix, weak missing', () => {
    const marked = referenceForHit(strong, {id: 'a1', type: 'author', published: false})
    const target = (published: boolean, available = true) => ({available, published, notFound: !available})
    expect(strengthState(strong, marked, target(false))).toEqual({kind: 'pending'})
    expect(strengthState(strong, marked, target(true))).toEqual({
      kind: 'published-now',
      fix: {_type: 'reference', _ref: 'a1'},
    })
    expect(strengthState(strong, {_type: 'reference', _ref: 'a1', _weak: true}, target(true))).toEqual({
      kind: 'mismatch',
      shouldBeWeak: false,
      fix: {_type: 'reference', _ref: 'a1'},
    })
    expect(strengthState(weak, {_type: 'reference', _ref: 'a1'}, target(true))).toEqual({
      kind: 'mismatch',
      shouldBeWeak: true,
      fix: {_type: 'reference', _ref: 'a1', _weak: true},
    })
    // Strengthening a reference to a draft-only target could not be stored: no offer.
    expect(strengthState(strong, {_type: 'reference', _ref: 'a1', _weak: true}, target(false))).toEqual({
      kind: 'ok',
    })
    expect(
      strengthState(weak, {_type: 'reference', _ref: 'gone', _weak: true}, target(false, false)),
    ).toEqual({
      kind: 'weak-missing',
    })
  })
})

describe('filters and arrays', () => {
  it('passes a filter string with its params, or what a filter function returns for the document', async () => {
    const context = {document: {_id: 'p1', lang: 'en'}, parent: undefined, parentPath: []}
    expect(await resolveFilter({filter: 'lang == $lang', filterParams: {lang: 'en'}}, context)).toEqual({
      filter: 'lang == $lang',
      params: {lang: 'en'},
    })
    expect(
      await resolveFilter(
        {filter: async ({document}) => ({filter: 'lang == $lang', params: {lang: document?.lang}})},
        context,
      ),
    ).toEqual({filter: 'lang == $lang', params: {lang: 'en'}})
    expect(await resolveFilter({}, context)).toEqual({})
  })

  it('refuses duplicates only where the array says its items are unique', () => {
    expect(requiresUniqueItems(fieldType('authors'))).toBe(true)
    expect(requiresUniqueItems(fieldType('others'))).toBe(false)
  })
})

describe('messages', () => {
  it('has the spec texts', () => {
    expect(REFERENCE_MESSAGES.unavailableTitle).toBe('Document unavailable')
    expect(REFERENCE_MESSAGES.strengthMismatchTitle).toBe('Reference strength mismatch')
    expect(REFERENCE_MESSAGES.infoFailedTitle).toBe('Failed to load referenced document')
    expect(REFERENCE_MESSAGES.invalidType).toBe('invalid type')
  })
})
