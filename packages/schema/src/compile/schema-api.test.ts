import type {SchemaType, TypeDefinition} from '@tessera/types'
import {describe, expect, test} from 'vitest'
import {compileSchema} from './build/compile-schema.js'
import {isBuiltInSchemaType} from './built-in-marks.js'
import {BUILT_IN_TYPE_NAMES} from './builtins/index.js'
import {kitchenSinkTypes} from './test-fixtures/kitchen-sink-schema.js'
import {
  getBuiltInTypeName,
  getDocumentTypeNames,
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isSpanSchemaType,
  typeChain,
} from './type-chain.js'

const schema = compileSchema({name: 'kitchen', types: kitchenSinkTypes})
const get = (name: string): SchemaType => {
  const type = schema.get(name)
  if (!type) throw new Error(`missing ${name}`)
  return type
}
const field = (type: SchemaType, name: string): SchemaType => {
  const found = type.fields?.find((candidate) => candidate.name === name)?.type
  if (!found) throw new Error(`missing field ${name}`)
  return found
}

describe('the Schema object', () => {
  test('get returns the same object every time', () => {
    expect(schema.get('kitchenSink')).toBe(schema.get('kitchenSink'))
    expect(schema.get('string')).toBe(schema.get('string'))
    expect(field(get('kitchenSink'), 'owner').to?.[0]).toBe(schema.get('person'))
  })

  test('name, has and getTypeNames: built-ins first, then own types in definition order', () => {
    expect(schema.name).toBe('kitchen')
    expect(schema.has('person')).toBe(true)
    expect(schema.has('nope')).toBe(false)
    expect(schema.get('nope')).toBeUndefined()
    const names = schema.getTypeNames()
    expect(names.slice(0, BUILT_IN_TYPE_NAMES.length)).toEqual(BUILT_IN_TYPE_NAMES)
    expect(names.slice(BUILT_IN_TYPE_NAMES.length)).toEqual([
      'kitchenSink',
      'featuredArticle',
      'article',
      'baseArticle',
      'person',
      'headline',
      'shoutString',
      'labelledString',
      'seo',
    ])
    names.push('mutated')
    expect(schema.getTypeNames()).not.toContain('mutated')
  })

  test('types whose parent is unknown, cyclic or a duplicate are left out; the first duplicate wins', () => {
    const broken = compileSchema({
      name: 'broken',
      types: [
        {name: 'a', type: 'b'},
        {name: 'b', type: 'a'},
        {name: 'c', type: 'a'},
        {name: 'd', type: 'nope'},
        {name: 'e', type: 'string', title: 'First'},
        {name: 'e', type: 'number', title: 'Second'},
        {name: 'string', type: 'number'},
      ],
    })
    expect(['a', 'b', 'c', 'd'].map((name) => broken.has(name))).toEqual([false, false, false, false])
    expect(broken.get('e')?.title).toBe('First')
    expect(broken.get('string')?.jsonType).toBe('string')
  })

  test('fields and members that cannot be compiled are left out', () => {
    const broken = compileSchema({
      name: 'broken',
      types: [
        {
          name: 'post',
          type: 'document',
          fields: [
            {name: 'title', type: 'string'},
            {name: 'title', type: 'number'},
            {type: 'string'},
            'junk',
            {name: 'x', type: 'nope'},
            {name: 'list', type: 'array', of: [{type: 'nope'}, {type: 'string'}, 3]},
          ],
        } as unknown as TypeDefinition,
      ],
    })
    const post = broken.get('post')
    expect(post?.fields?.map((entry) => [entry.name, entry.type.name])).toEqual([
      ['title', 'string'],
      ['list', 'array'],
    ])
    expect(post?.fields?.[1].type.of?.map((member) => member.name)).toEqual(['string'])
  })

  test.each([
    ['not objects', [null, 1, 'x', []]],
    [
      'bad properties',
      [{name: 'x', type: 'object', fields: 'no', fieldsets: 3, groups: {}, preview: 2, options: 'o'}],
    ],
    [
      'bad arrays',
      [
        {name: 'x', type: 'array', of: 'no'},
        {name: 'y', type: 'reference', to: 5},
      ],
    ],
    ['bad blocks', [{name: 'x', type: 'block', styles: 1, marks: 'm', of: {}}]],
    ['bad cross-dataset references', [{name: 'x', type: 'crossDatasetReference', to: [1, {type: 2}]}]],
  ])('never throws on %s', (_, types) => {
    const compiled = compileSchema({name: 'bad', types: types as unknown as TypeDefinition[]})
    expect(compiled.problems.length).toBeGreaterThan(0)
  })

  test('initial values are kept as given: values and functions', () => {
    const resolver = () => ({title: 'x'})
    const value = {nested: true}
    const compiled = compileSchema({
      name: 'iv',
      types: [
        {
          name: 'a',
          type: 'document',
          initialValue: resolver,
          fields: [
            {name: 'v', type: 'object', initialValue: value, fields: [{name: 'nested', type: 'boolean'}]},
          ],
        },
      ],
    })
    expect(compiled.get('a')?.initialValue).toBe(resolver)
    expect(compiled.get('a')?.fields?.[0].type.initialValue).toBe(value)
  })

  test('validation is kept as a list of what the definition gave', () => {
    const one = (rule: unknown) => rule
    const two = (rule: unknown) => rule
    const compiled = compileSchema({
      name: 'v',
      types: [
        {name: 'a', type: 'string', validation: one},
        {name: 'b', type: 'string', validation: [one, two]},
      ],
    })
    expect(compiled.get('a')?.validation).toEqual([one])
    expect(compiled.get('b')?.validation).toEqual([one, two])
    expect(compiled.get('string')?.validation).toBeUndefined()
  })
})

describe('typeChain and getBuiltInTypeName', () => {
  test.each([
    [
      'a document type',
      () => get('featuredArticle'),
      ['featuredArticle', 'article', 'baseArticle', 'document'],
      'document',
    ],
    ['a string field', () => field(get('kitchenSink'), 'title'), ['string', 'string'], 'string'],
    [
      'a field of a named string type',
      () => field(get('kitchenSink'), 'headline'),
      ['headline', 'headline', 'shoutString', 'labelledString', 'string'],
      'string',
    ],
    ['an image field', () => field(get('kitchenSink'), 'cover'), ['image', 'image'], 'image'],
    [
      'a named object member',
      () => field(get('kitchenSink'), 'content').of![2],
      ['callout', 'object'],
      'object',
    ],
    [
      'the image asset type',
      () => get('sanity.imageAsset'),
      ['sanity.imageAsset', 'document'],
      'sanity.imageAsset',
    ],
    [
      'an image metadata field',
      () => field(get('sanity.imageAsset'), 'metadata'),
      ['sanity.imageMetadata', 'sanity.imageMetadata', 'object'],
      'sanity.imageMetadata',
    ],
    ['a root built-in', () => get('number'), ['number'], 'number'],
  ])('%s', (_, type, chain, builtIn) => {
    expect(typeChain(type()).map((step) => step.name)).toEqual(chain)
    expect(getBuiltInTypeName(type())).toBe(builtIn)
  })

  test('hand-made root types count as built-ins', () => {
    const root: SchemaType = {name: 'document', jsonType: 'object', fields: []}
    const doc: SchemaType = {name: 'x', type: root, jsonType: 'object', fields: []}
    expect(getBuiltInTypeName(doc)).toBe('document')
    expect(isDocumentSchemaType(doc)).toBe(true)
    expect(isBuiltInSchemaType(root)).toBe(false)
  })
})

describe('type guards', () => {
  const guards = {
    document: isDocumentSchemaType,
    object: isObjectSchemaType,
    array: isArraySchemaType,
    reference: isReferenceSchemaType,
    crossDatasetReference: isCrossDatasetReferenceSchemaType,
    primitive: isPrimitiveSchemaType,
    block: isBlockSchemaType,
    span: isSpanSchemaType,
    image: isImageSchemaType,
    file: isFileSchemaType,
  }
  const sink = () => get('kitchenSink')
  test.each([
    ['a document type', () => get('person'), ['document', 'object']],
    ['an asset document type', () => get('sanity.fileAsset'), ['document', 'object']],
    ['an inline object', () => field(sink(), 'address'), ['object']],
    ['a string', () => field(sink(), 'title'), ['primitive']],
    ['a number', () => field(sink(), 'count'), ['primitive']],
    ['a boolean', () => field(sink(), 'flag'), ['primitive']],
    ['an array', () => field(sink(), 'tags'), ['array']],
    ['a reference', () => field(sink(), 'owner'), ['object', 'reference']],
    ['a cross-dataset reference', () => field(sink(), 'product'), ['object', 'crossDatasetReference']],
    ['a block', () => field(sink(), 'plainBlock'), ['object', 'block']],
    ['a span', () => field(sink(), 'fragment'), ['object', 'span']],
    ['an image', () => field(sink(), 'cover'), ['object', 'image']],
    ['a file', () => field(sink(), 'attachment'), ['object', 'file']],
    ['a slug', () => field(sink(), 'slug'), ['object']],
  ])('%s', (_, type, expected) => {
    const matching = Object.entries(guards)
      .filter(([, guard]) => guard(type()))
      .map(([name]) => name)
    expect(matching.sort()).toEqual([...expected].sort())
  })
})

describe('getDocumentTypeNames', () => {
  test('own document types in definition order; asset documents only when asked', () => {
    expect(getDocumentTypeNames(schema)).toEqual([
      'kitchenSink',
      'featuredArticle',
      'article',
      'baseArticle',
      'person',
    ])
    expect(getDocumentTypeNames(schema, {includeBuiltIns: true})).toEqual([
      'sanity.imageAsset',
      'sanity.fileAsset',
      'kitchenSink',
      'featuredArticle',
      'article',
      'baseArticle',
      'person',
    ])
  })
})
