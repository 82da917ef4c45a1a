/** The templates module against schemas made by the real compiler (no hand-built types). */
import {describe, expect, it} from 'vitest'
import {compileSchema} from '../compile/index.js'
import {defineArrayMember, defineField, defineType} from '../define/index.js'
import {defaultTemplatesForSchema} from './defaults.js'
import {getTemplateById} from './lookup.js'
import {prepareTemplates} from './prepare.js'
import {resolveInitialValue} from './resolve-initial-value.js'

const schema = compileSchema({
  name: 'blog',
  types: [
    defineType({
      name: 'address',
      type: 'object',
      initialValue: {country: 'Norway'},
      fields: [
        defineField({name: 'street', type: 'string'}),
        defineField({name: 'city', type: 'string', initialValue: 'Oslo'}),
        defineField({name: 'country', type: 'string'}),
      ],
    }),
    defineType({
      name: 'node',
      type: 'object',
      fields: [
        defineField({name: 'label', type: 'string', initialValue: 'L'}),
        defineField({name: 'child', type: 'node'}),
      ],
    }),
    defineType({
      name: 'post',
      type: 'document',
      title: 'Post',
      initialValue: (params: {lang?: string}) => ({lang: params.lang ?? 'en'}),
      fields: [
        defineField({name: 'title', type: 'string'}),
        defineField({name: 'lang', type: 'string'}),
        defineField({name: 'published', type: 'boolean', initialValue: false}),
        defineField({name: 'address', type: 'address'}),
        defineField({
          name: 'meta',
          type: 'object',
          fields: [defineField({name: 'robots', type: 'string', initialValue: 'index'})],
        }),
        defineField({
          name: 'places',
          type: 'array',
          of: [defineArrayMember({type: 'address'})],
          initialValue: [{street: 'Storgata 1'}],
        }),
        defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
        defineField({name: 'tree', type: 'node'}),
      ],
    }),
    defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  ],
})

describe('templates with a compiled schema', () => {
  it('compiles without problems', () => {
    expect(schema.problems).toEqual([])
  })

  it('has one default template per document type', () => {
    expect(defaultTemplatesForSchema(schema).map((template) => template.id)).toEqual(['post', 'author'])
  })

  it('resolves the default template with nested values, keys, parameters and the depth limit', async () => {
    const template = getTemplateById(defaultTemplatesForSchema(schema), 'post')
    const value = await resolveInitialValue(schema, template, {lang: 'nb'})
    expect(value).toMatchObject({
      _type: 'post',
      lang: 'nb',
      published: false,
      address: {_type: 'address', city: 'Oslo', country: 'Norway'},
      meta: {robots: 'index'},
      places: [
        {_key: expect.stringMatching(/^[0-9a-f]{12}$/), _type: 'address', street: 'Storgata 1', city: 'Oslo'},
      ],
    })
    expect(value).not.toHaveProperty('title')
    expect(value).not.toHaveProperty('author')

    // post is level 1, the tree field's node level 2: node labels resolve up to level 10.
    let nodes = 0
    for (
      let node = value.tree as Record<string, unknown> | undefined;
      node;
      node = node.child as typeof node
    ) {
      expect(node).toMatchObject({_type: 'node', label: 'L'})
      nodes++
    }
    expect(nodes).toBe(8)
  })

  it('lets a custom template override the schema and sanitises its references', async () => {
    const [template] = prepareTemplates(schema, [
      {
        id: 'post-by',
        schemaType: 'post',
        value: (params: {authorId?: string}) => ({author: {_ref: params.authorId}}),
      },
    ])
    expect(template.title).toBe('Post')
    const value = await resolveInitialValue(schema, template, {authorId: 'ada'})
    expect(value).toMatchObject({_type: 'post', lang: 'en', author: {_ref: 'ada', _type: 'reference'}})
  })

  it('rejects a template for a type the schema does not have', () => {
    expect(() => prepareTemplates(schema, [{id: 'movie', schemaType: 'movie'}])).toThrow(
      new Error('Template "movie": schema type not found: "movie"'),
    )
  })
})
