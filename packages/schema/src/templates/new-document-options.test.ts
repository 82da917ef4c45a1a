import {describe, expect, it} from 'vitest'
import {defaultTemplatesForSchema} from './defaults.js'
import {resolveNewDocumentOptions} from './new-document-options.js'
import {prepareTemplates} from './prepare.js'
import {createTestSchema, documentOf, field, stringType} from './test-schema.js'
import type {TemplateItem} from './types.js'

const schema = createTestSchema([
  documentOf('post', [field('title', stringType)], {title: 'Post', icon: 'post-icon'}),
  documentOf('author', [field('name', stringType)], {title: 'Author'}),
])
const templates = [
  ...defaultTemplatesForSchema(schema),
  ...prepareTemplates(schema, [
    {
      id: 'post-by-author',
      schemaType: 'post',
      title: 'Post by author',
      description: 'A post with its author set',
      parameters: [{name: 'authorId', type: 'string'}],
      value: (params: {authorId?: string}) => ({author: {_ref: params.authorId}}),
    },
  ]),
]

describe('resolveNewDocumentOptions', () => {
  it('joins items with their templates, item properties first', () => {
    const items: TemplateItem[] = [
      {templateId: 'post'},
      {
        templateId: 'post-by-author',
        parameters: {authorId: 'a1'},
        initialDocumentId: 'post-1',
        title: 'Post by Ada',
        icon: 'ada',
      },
    ]
    expect(resolveNewDocumentOptions(templates, items)).toEqual([
      {templateId: 'post', schemaType: 'post', title: 'Post', icon: 'post-icon'},
      {
        templateId: 'post-by-author',
        schemaType: 'post',
        title: 'Post by Ada',
        description: 'A post with its author set',
        icon: 'ada',
        initialDocumentId: 'post-1',
        parameters: {authorId: 'a1'},
      },
    ])
  })

  it("adds the schema type's title as subtitle when it differs from the option title", () => {
    const options = resolveNewDocumentOptions(
      templates,
      [{templateId: 'post'}, {templateId: 'post-by-author'}],
      {
        schema,
      },
    )
    expect(options.map((option) => option.subtitle)).toEqual([undefined, 'Post'])
  })

  it('lists every template without parameters when no items are given', () => {
    expect(resolveNewDocumentOptions(templates).map((option) => option.templateId)).toEqual([
      'post',
      'author',
    ])
  })

  it('requires every option to refer to an existing template id', () => {
    expect(() => resolveNewDocumentOptions(templates, [{templateId: 'post'}, {templateId: 'movie'}])).toThrow(
      new Error('New-document option at index 1: template not found: "movie"'),
    )
  })

  it('rejects an option without a template id', () => {
    const items = [{title: 'Post'}] as unknown as TemplateItem[]
    expect(() => resolveNewDocumentOptions(templates, items)).toThrow(
      new Error('New-document option at index 0 has no "templateId"'),
    )
  })
})
