import {compileSchema} from '@tessera/schema'
import {describe, expect, it} from 'vitest'
import {StructureError} from '../../src/builder/errors.js'
import {createStructureBuilder} from '../../src/builder/structure-builder.js'
import type {DocumentNode, ListNode} from '../../src/builder/types.js'

const schema = compileSchema({
  name: 'builder-test',
  types: [
    {
      name: 'post',
      title: 'Blog post',
      type: 'document',
      fields: [{name: 'title', type: 'string'}],
      orderings: [{name: 'titleAsc', title: 'Title', by: [{field: 'title', direction: 'asc'}]}],
    },
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {name: 'address', type: 'object', fields: [{name: 'street', type: 'string'}]},
  ],
})

const S = createStructureBuilder({schema, templates: []})

describe('the structure builder', () => {
  it('makes the default structure: a Content list with one item per document type', () => {
    const root = S.defaults().serialize()
    expect(root).toMatchObject({type: 'list', id: 'content', title: 'Content'})
    expect(
      root.items.map((item) => item.type === 'listItem' && [item.id, item.title, item.schemaType]),
    ).toEqual([
      ['post', 'Blog post', 'post'],
      ['author', 'Author', 'author'],
    ])
  })

  it('lists a document type with its filter, params and orderings, and opens documents of it', async () => {
    const list = S.documentTypeList('post').serialize()
    expect(list).toMatchObject({
      type: 'documentList',
      id: 'post',
      title: 'Blog post',
      schemaTypeName: 'post',
      filter: '_type == $type',
      params: {type: 'post'},
      orderings: [{name: 'titleAsc'}],
    })
    const child = list.child
    expect(typeof child).toBe('function')
    const opened = await (child as (context: never) => Promise<DocumentNode>)({
      id: 'p1',
      params: {},
      parent: list,
    } as never)
    expect(opened).toEqual(expect.objectContaining({type: 'document', documentId: 'p1', schemaType: 'post'}))
  })

  it('builds custom lists with singletons, filtered lists, dividers and components, immutably', () => {
    const base = S.list().title('My content')
    const root = base
      .items([
        S.listItem().title('Settings').child(S.document().schemaType('author').documentId('settings')),
        S.divider(),
        S.listItem()
          .id('recent')
          .title('Recently edited')
          .child(
            S.documentList().title('Recent').filter('_updatedAt > $since').params({since: '2026-01-01'}),
          ),
        S.documentTypeListItem('author'),
      ])
      .serialize() as ListNode
    expect(base.getItems()).toEqual([])
    expect(root.id).toBe('myContent')
    expect(root.items.map((item) => item.id)).toEqual([
      'settings',
      expect.stringMatching(/^divider-/),
      'recent',
      'author',
    ])
    const settings = root.items[0]
    expect(settings?.type === 'listItem' && settings.child).toEqual({
      type: 'document',
      id: 'settings',
      documentId: 'settings',
      schemaType: 'author',
      title: undefined,
      templateId: undefined,
      templateParameters: undefined,
    })
    const recent = root.items[2]
    expect(recent?.type === 'listItem' && recent.child).toMatchObject({
      type: 'documentList',
      filter: '_updatedAt > $since',
      params: {since: '2026-01-01'},
    })
  })

  it('uses defaultDocumentNode for every opened document', async () => {
    const custom = createStructureBuilder({schema, templates: []}, (builder, {schemaType}) =>
      builder.document().title(`Editing a ${schemaType}`),
    )
    const list = custom.documentTypeList('post').serialize()
    const opened = await (list.child as (context: never) => Promise<DocumentNode>)({
      id: 'p2',
      params: {},
    } as never)
    expect(opened).toMatchObject({documentId: 'p2', schemaType: 'post', title: 'Editing a post'})
  })

  it('says what is missing, and where', () => {
    expect(() => S.list().id('root').serialize()).toThrow("A list needs a title: call .title('…') (at root)")
    expect(() =>
      S.list()
        .title('Root')
        .items([S.listItem().title('X')])
        .serialize(),
    ).toThrow('A list item needs a child: call .child(…) (at root > x)')
    expect(() => S.documentList().title('Docs').serialize()).toThrow(StructureError)
    expect(() => S.documentTypeList('nope')).toThrow('No document type named "nope" in the schema')
    expect(() =>
      S.list()
        .title('Root')
        .items([S.documentTypeListItem('post'), S.documentTypeListItem('post')])
        .serialize(),
    ).toThrow('Two items of one list share the id "post"')
    expect(() => S.listItem().id('a/b').title('A').child(S.documentTypeList('post')).serialize()).toThrow(
      'The id "a/b" is not allowed',
    )
  })
})
