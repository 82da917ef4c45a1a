import {describe, expect, it} from 'vitest'
import {findTemplateById, getTemplateById, getTemplatesBySchemaType} from './lookup.js'
import {prepareTemplates} from './prepare.js'
import {createTestSchema, documentOf, field, stringType} from './test-schema.js'
import type {TemplateDefinition} from './types.js'

const schema = createTestSchema([
  documentOf('post', [field('title', stringType)], {title: 'Post', icon: 'post-icon'}),
  documentOf('author', [field('name', stringType)]),
])

describe('prepareTemplates', () => {
  it('fills in the title and icon from the schema type and the value as an object with only the type', () => {
    expect(prepareTemplates(schema, [{id: 'post', schemaType: 'post'}])).toEqual([
      {id: 'post', schemaType: 'post', title: 'Post', icon: 'post-icon', value: {_type: 'post'}},
    ])
    expect(prepareTemplates(schema, [{id: 'a', schemaType: 'author'}])[0].title).toBe('author')
  })

  it('keeps what the template sets', () => {
    const resolver = () => ({title: 'x'})
    const [template] = prepareTemplates(schema, [
      {
        id: 'post-by-x',
        schemaType: 'post',
        title: 'Post by X',
        description: 'd',
        icon: 'i',
        value: resolver,
        parameters: [{name: 'x', type: 'string'}],
        i18n: {title: {key: 'k', ns: 'ns'}},
      },
    ])
    expect(template).toEqual({
      id: 'post-by-x',
      schemaType: 'post',
      title: 'Post by X',
      description: 'd',
      icon: 'i',
      value: resolver,
      parameters: [{name: 'x', type: 'string'}],
      i18n: {title: {key: 'k', ns: 'ns'}},
    })
  })

  // Templates usually come from plugin config, so wrong shapes are tested through `unknown`.
  const cases: [string, unknown[], string][] = [
    [
      'a schema type that does not exist',
      [{id: 'movie', schemaType: 'movie'}],
      'Template "movie": schema type not found: "movie"',
    ],
    [
      'an id used twice',
      [
        {id: 'post', schemaType: 'post'},
        {id: 'author', schemaType: 'author'},
        {id: 'post', schemaType: 'author'},
      ],
      'Template "post" at index 2: the id is already used by the template at index 0',
    ],
    [
      'a template that is not an object',
      [{id: 'post', schemaType: 'post'}, 'post'],
      'Template at index 1 is not an object',
    ],
    ['a missing id', [{schemaType: 'post'}], 'Template at index 0 has no "id"'],
    ['an empty id', [{id: '', schemaType: 'post'}], 'Template at index 0 has no "id"'],
    [
      'a missing schema type',
      [{id: 'post'}],
      'Template "post": "schemaType" must be the name of a schema type',
    ],
    [
      'a value that is neither an object nor a function',
      [{id: 'post', schemaType: 'post', value: 'hello'}],
      'Template "post": "value" must be a plain object or a resolver function',
    ],
    [
      'an array value',
      [{id: 'post', schemaType: 'post', value: [{title: 'x'}]}],
      'Template "post": "value" must be a plain object or a resolver function',
    ],
    [
      'parameters that are not an array',
      [{id: 'post', schemaType: 'post', parameters: {name: 'x'}}],
      'Template "post": "parameters" must be an array',
    ],
    [
      'a parameter without a type',
      [{id: 'post', schemaType: 'post', parameters: [{name: 'a', type: 'string'}, {name: 'b'}]}],
      'Template "post": parameter at index 1 needs a "name" and a "type"',
    ],
  ]

  it.each(cases)('rejects %s', (_name, templates, message) => {
    expect(() => prepareTemplates(schema, templates as TemplateDefinition[])).toThrow(new Error(message))
  })
})

describe('template lookup', () => {
  const templates = prepareTemplates(schema, [
    {id: 'post', schemaType: 'post'},
    {id: 'author', schemaType: 'author'},
    {id: 'post-draft', schemaType: 'post'},
  ])

  it('finds a template by id', () => {
    expect(getTemplateById(templates, 'author').schemaType).toBe('author')
    expect(findTemplateById(templates, 'author')?.id).toBe('author')
    expect(findTemplateById(templates, 'movie')).toBeUndefined()
  })

  it('throws \'template not found: "{id}"\' for an unknown id', () => {
    expect(() => getTemplateById(templates, 'movie')).toThrow(new Error('template not found: "movie"'))
  })

  it('lists the templates of a schema type', () => {
    expect(getTemplatesBySchemaType(templates, 'post').map((template) => template.id)).toEqual([
      'post',
      'post-draft',
    ])
    expect(getTemplatesBySchemaType(templates, 'movie')).toEqual([])
  })
})
