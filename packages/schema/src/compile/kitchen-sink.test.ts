import type {CompiledFieldset, ObjectField, SchemaType} from '@tessera/types'
import {describe, expect, test} from 'vitest'
import {compileSchema} from './build/compile-schema.js'
import type {BlockSchemaType} from './schema-types.js'
import {hiddenWhenEmpty, initialKitchenSink, kitchenSinkTypes} from './test-fixtures/kitchen-sink-schema.js'
import {getBuiltInTypeName} from './type-chain.js'

const schema = compileSchema({name: 'kitchen', types: kitchenSinkTypes})
const get = (name: string) => {
  const type = schema.get(name)
  if (!type) throw new Error(`missing type ${name}`)
  return type
}
const sink = get('kitchenSink')
const fieldOf = (type: SchemaType, name: string): ObjectField => {
  const field = type.fields?.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`missing field ${name} on ${type.name}`)
  return field
}
const names = (types: {name: string}[] | undefined) => types?.map((type) => type.name)
/** The fieldset layout as `name:field,field` for groups and the field name for single fields. */
const layout = (fieldsets: CompiledFieldset[] | undefined) =>
  fieldsets?.map((entry) =>
    entry.single ? entry.field.name : `${entry.name}:${entry.fields.map((f) => f.name).join(',')}`,
  )

test('the kitchen sink compiles with no problems', () => {
  expect(schema.problems).toEqual([])
})

describe('every field of the kitchen sink', () => {
  // field name, compiled type name, built-in, JSON type, title, chain of type names
  const rows: [string, string, string, string, string][] = [
    ['title', 'string', 'string', 'string', 'Title'],
    ['notes', 'text', 'text', 'string', 'Notes'],
    ['count', 'number', 'number', 'number', 'Count'],
    ['flag', 'boolean', 'boolean', 'boolean', 'Flag'],
    ['day', 'date', 'date', 'string', 'Day'],
    ['moment', 'datetime', 'datetime', 'string', 'Moment'],
    ['homepage', 'url', 'url', 'string', 'Homepage'],
    ['contact', 'email', 'email', 'string', 'Contact'],
    ['slug', 'slug', 'slug', 'object', 'Slug'],
    ['location', 'geopoint', 'geopoint', 'object', 'Location'],
    ['owner', 'reference', 'reference', 'object', 'Owner'],
    ['product', 'crossDatasetReference', 'crossDatasetReference', 'object', 'Product'],
    ['cover', 'image', 'image', 'object', 'Cover'],
    ['attachment', 'file', 'file', 'object', 'Attachment'],
    ['address', 'object', 'object', 'object', 'Address'],
    ['tags', 'array', 'array', 'array', 'Tags'],
    ['content', 'array', 'array', 'array', 'Content'],
    ['related', 'array', 'array', 'array', 'Related'],
    ['seo', 'seo', 'object', 'object', 'Seo'],
    ['headline', 'headline', 'string', 'string', 'Headline'],
    ['plainBlock', 'block', 'block', 'object', 'Plain Block'],
    ['fragment', 'span', 'span', 'object', 'Fragment'],
  ]

  test('fields keep their definition order', () => {
    expect(names(sink.fields)).toEqual(rows.map(([field]) => field))
  })

  test.each(rows)(
    '%s: type %s, built-in %s, JSON %s, title %s',
    (field, typeName, builtIn, jsonType, title) => {
      const type = fieldOf(sink, field).type
      expect({
        name: type.name,
        builtIn: getBuiltInTypeName(type),
        jsonType: type.jsonType,
        title: type.title,
      }).toEqual({
        name: typeName,
        builtIn,
        jsonType,
        title,
      })
      // A field's type is its own subtype of the named type it uses.
      expect(type.type).toBe(get(typeName))
    },
  )

  test('own field properties are kept', () => {
    expect(fieldOf(sink, 'notes').type.rows).toBe(3)
    expect(fieldOf(sink, 'count').type.initialValue).toBe(1)
    expect(fieldOf(sink, 'flag').type.readOnly).toBe(true)
    expect(fieldOf(sink, 'moment').type.options).toEqual({timeStep: 15})
    expect(fieldOf(sink, 'slug').type.options).toEqual({source: 'title'})
    expect(fieldOf(sink, 'tags').type.options).toEqual({layout: 'tags'})
  })

  test('fieldset and group placement is on the field', () => {
    expect(fieldOf(sink, 'title')).toMatchObject({fieldset: 'basics', group: 'content'})
    expect(fieldOf(sink, 'cover')).toMatchObject({group: 'media'})
    expect(Object.keys(fieldOf(sink, 'count'))).toEqual(['name', 'type'])
  })
})

describe('the kitchen sink document', () => {
  test('document properties', () => {
    expect(sink.name).toBe('kitchenSink')
    expect(sink.title).toBe('Kitchen sink')
    expect(sink.jsonType).toBe('object')
    expect(sink.type).toBe(get('document'))
    expect(sink.initialValue).toBe(initialKitchenSink)
    expect(sink.orderings).toEqual([
      {name: 'titleAsc', title: 'Title', by: [{field: 'title', direction: 'asc'}]},
    ])
    expect(sink.preview).toEqual({select: {title: 'title', media: 'cover'}})
  })

  test('fieldsets: grouped where their first field is, other fields single, in field order', () => {
    expect(layout(sink.fieldsets)).toEqual([
      'basics:title,notes',
      'count',
      'flag',
      'day',
      'moment',
      'homepage',
      'contact',
      'slug',
      'where:location,address',
      'owner',
      'product',
      'cover',
      'attachment',
      'tags',
      'content',
      'related',
      'seo',
      'headline',
      'plainBlock',
      'fragment',
    ])
    const [basics] = sink.fieldsets ?? []
    expect(basics).toEqual({
      name: 'basics',
      title: 'Basics',
      options: {collapsible: true, collapsed: false},
      fields: [fieldOf(sink, 'title'), fieldOf(sink, 'notes')],
    })
    expect(sink.fieldsets?.[8]).toEqual({
      name: 'where',
      title: 'Where',
      description: 'Where it is',
      hidden: hiddenWhenEmpty,
      fields: [fieldOf(sink, 'location'), fieldOf(sink, 'address')],
    })
    expect(sink.fieldsets?.[1]).toEqual({single: true, field: fieldOf(sink, 'count')})
  })

  test('groups get default titles', () => {
    expect(sink.groups).toEqual([
      {name: 'content', title: 'Content', default: true},
      {name: 'media', title: 'Media files'},
    ])
  })
})

describe('built-ins used as fields', () => {
  test('slug and geopoint have their value fields', () => {
    expect(names(fieldOf(sink, 'slug').type.fields)).toEqual(['current', 'source'])
    expect(fieldOf(fieldOf(sink, 'slug').type, 'source').type.hidden).toBe(true)
    expect(names(fieldOf(sink, 'location').type.fields)).toEqual(['lat', 'lng', 'alt'])
    expect(fieldOf(sink, 'location').type.fields?.map((field) => field.type.jsonType)).toEqual([
      'number',
      'number',
      'number',
    ])
  })

  test('a reference points at the compiled document types themselves', () => {
    const owner = fieldOf(sink, 'owner').type
    expect(owner.to).toEqual([get('person')])
    expect(owner.to?.[0]).toBe(get('person'))
    expect(owner.weak).toBe(true)
    expect(names(owner.fields)).toEqual(['_ref', '_weak'])
  })

  test('a cross-dataset reference describes targets in the other dataset', () => {
    const product = fieldOf(sink, 'product').type
    expect(product.dataset).toBe('shop')
    expect(names(product.fields)).toEqual(['_ref', '_weak', '_dataset', '_projectId'])
    expect(product.to).toEqual([
      {
        name: 'product',
        type: get('document'),
        jsonType: 'object',
        title: 'Shop product',
        fields: [],
        fieldsets: [],
      },
    ])
  })

  test('an image has asset, hotspot and crop before its own fields', () => {
    const cover = fieldOf(sink, 'cover').type
    expect(names(cover.fields)).toEqual(['asset', 'hotspot', 'crop', 'caption'])
    expect(fieldOf(cover, 'asset').type.to).toEqual([get('sanity.imageAsset')])
    expect(fieldOf(cover, 'hotspot').type.type).toBe(get('sanity.imageHotspot'))
    expect(fieldOf(cover, 'crop').type.type).toBe(get('sanity.imageCrop'))
    expect(cover.options).toEqual({hotspot: true})
    expect(cover.preview).toEqual({select: {title: 'caption', media: 'asset'}})
    expect(fieldOf(cover, 'asset')).toBe(fieldOf(get('image'), 'asset'))
  })

  test('a file has asset before its own fields', () => {
    const attachment = fieldOf(sink, 'attachment').type
    expect(names(attachment.fields)).toEqual(['asset', 'note'])
    expect(fieldOf(attachment, 'asset').type.to).toEqual([get('sanity.fileAsset')])
    expect(attachment.preview).toEqual({select: {title: 'asset.originalFilename'}})
  })

  test('a block used directly has the default styles, lists and marks', () => {
    const block = fieldOf(sink, 'plainBlock').type as BlockSchemaType
    expect(block.type).toBe(get('block'))
    expect(block.fields).toBe(get('block').fields)
    expect(block.styles.map((style) => style.value)).toEqual([
      'normal',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
    ])
    expect(block.lists).toEqual([
      {title: 'Bulleted list', value: 'bullet'},
      {title: 'Numbered list', value: 'number'},
    ])
    expect(block.marks.decorators.map((decorator) => decorator.value)).toEqual([
      'strong',
      'em',
      'underline',
      'overline',
      'strike-through',
      'code',
    ])
    expect(names(block.marks.annotations)).toEqual(['link'])
  })

  test('a span has text and marks', () => {
    const span = fieldOf(sink, 'fragment').type
    expect(names(span.fields)).toEqual(['text', 'marks'])
    expect(names(fieldOf(span, 'marks').type.of)).toEqual(['string'])
  })
})

describe('inline and nested types', () => {
  test('inline objects nest, each with its own fields and guessed preview', () => {
    const address = fieldOf(sink, 'address').type
    expect(names(address.fields)).toEqual(['street', 'position'])
    expect(address.preview).toEqual({select: {title: 'street'}})
    const position = fieldOf(address, 'position').type
    expect(position).toMatchObject({name: 'object', title: 'Position', jsonType: 'object'})
    expect(position.type).toBe(get('object'))
    expect(names(position.fields)).toEqual(['point', 'label'])
    expect(fieldOf(position, 'point').type.type).toBe(get('geopoint'))
    expect(position.preview).toEqual({select: {title: 'label'}})
    expect(layout(position.fieldsets)).toEqual(['point', 'label'])
  })

  test('an array of strings', () => {
    const tags = fieldOf(sink, 'tags').type
    expect(tags.of).toHaveLength(1)
    expect(tags.of?.[0]).toMatchObject({name: 'string', title: 'String', jsonType: 'string'})
    expect(tags.of?.[0].type).toBe(get('string'))
  })

  test('an array of several member types: names are the items’ _type, titles default sensibly', () => {
    const content = fieldOf(sink, 'content').type
    expect(names(content.of)).toEqual(['block', 'image', 'callout', 'reference', 'seo'])
    expect(content.of?.map((member) => member.title)).toEqual([
      'Block',
      'Image',
      'Callout',
      'Reference',
      'SEO block',
    ])
    expect(content.of?.map((member) => member.type?.name)).toEqual([
      'block',
      'image',
      'object',
      'reference',
      'seo',
    ])
  })

  test('a block member with its own styles, annotations and inline objects', () => {
    const block = fieldOf(sink, 'content').type.of?.[0] as BlockSchemaType
    expect(block.styles).toEqual([{title: 'Normal', value: 'normal'}])
    expect(names(block.fields)).toEqual(['children', 'style', 'listItem', 'markDefs', 'level'])
    expect(fieldOf(block, 'style').type.options).toEqual({list: [{title: 'Normal', value: 'normal'}]})
    expect(fieldOf(block, 'listItem').type.options).toEqual({list: block.lists})
    expect(block.lists).toEqual((get('block') as BlockSchemaType).lists)
    expect(names(block.of)).toEqual(['mention'])

    const children = fieldOf(block, 'children').type
    expect(names(children.of)).toEqual(['span', 'mention'])
    expect(children.of?.[0].type).toBe(get('span'))
    expect(children.of?.[0].annotations).toBe(block.marks.annotations)
    expect(children.of?.[1]).toBe(block.of[0])

    const markDefs = fieldOf(block, 'markDefs').type
    expect(markDefs.of).toBe(block.marks.annotations)
    const [internalLink] = block.marks.annotations
    expect(internalLink).toMatchObject({name: 'internalLink', title: 'Internal Link'})
    expect(fieldOf(internalLink, 'target').type.to).toEqual([get('article')])
    expect(block.marks.decorators).toEqual((get('block') as BlockSchemaType).marks.decorators)
  })

  test('an image member, a named inline object member, a reference member and a named type member', () => {
    const [, image, callout, reference, seoMember] = fieldOf(sink, 'content').type.of ?? []
    expect(image.fields).toBe(get('image').fields)
    expect(image.preview).toEqual({select: {title: 'asset.originalFilename', media: 'asset'}})
    expect(names(callout.fields)).toEqual(['text', 'tone'])
    expect(callout.preview).toEqual({select: {title: 'text'}})
    expect(reference.to).toEqual([get('person'), get('article')])
    expect(seoMember.type).toBe(get('seo'))
    expect(seoMember.fields).toBe(get('seo').fields)
    expect(seoMember.preview).toBe(get('seo').preview)
  })

  test('an array of references with a single target object', () => {
    const related = fieldOf(sink, 'related').type
    expect(related.of?.[0].to).toEqual([get('featuredArticle')])
  })

  test('a field of a named object type shares its fields, fieldsets and preview', () => {
    const seo = fieldOf(sink, 'seo').type
    expect(seo.fields).toBe(get('seo').fields)
    expect(seo.fieldsets).toBe(get('seo').fieldsets)
    expect(seo.preview).toBe(get('seo').preview)
    expect(get('seo').preview).toEqual({select: {title: 'metaTitle'}})
  })

  test('recursive types: a person lists persons', () => {
    const person = get('person')
    const friend = fieldOf(person, 'friends').type.of?.[0]
    expect(friend?.type).toBe(person)
    expect(friend?.fields).toBe(person.fields)
    expect(person.preview).toEqual({select: {title: 'name', media: 'avatar'}})
  })
})
