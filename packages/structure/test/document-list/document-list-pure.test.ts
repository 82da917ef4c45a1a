import {compileSchema, defaultTemplatesForSchema, prepareTemplates} from '@tessera/schema'
import type {TypeDefinition} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import type {DocumentListNode} from '../../src/builder/types.js'
import {
  crossesReference,
  currentOrdering,
  documentListCreateOptions,
  documentListOrderings,
  documentListQueries,
  keepUnchangedRows,
  orderClause,
  pageFieldsFor,
  rowPreviewPlan,
  rowsFromPage,
  searchFieldsFor,
  searchPatternsOf,
  titleFieldOf,
} from '../../src/document-list/index.js'

const schema = compileSchema({
  name: 'pure',
  types: [
    {
      name: 'book',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'year', type: 'number'},
        {name: 'author', type: 'reference', to: [{type: 'person'}]},
      ],
      orderings: [{name: 'year', title: 'Year', by: [{field: 'year', direction: 'desc'}]}],
    },
    {
      name: 'person',
      type: 'document',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'slug', type: 'slug'},
      ],
      preview: {select: {title: 'name', subtitle: 'slug.current'}},
    },
    {
      name: 'review',
      type: 'document',
      fields: [
        {name: 'book', type: 'reference', to: [{type: 'book'}]},
        {name: 'score', type: 'number'},
      ],
      preview: {select: {title: 'book.title', subtitle: 'score'}},
    },
  ] as TypeDefinition[],
})

const list = (overrides: Partial<DocumentListNode> = {}): DocumentListNode => ({
  type: 'documentList',
  id: 'book',
  title: 'Book',
  schemaTypeName: 'book',
  filter: '_type == $type',
  params: {type: 'book'},
  ...overrides,
})

describe('orderings', () => {
  it('offers title (when the type has one), created and last edited, then the type’s own', () => {
    const book = schema.get('book')
    expect(documentListOrderings(list({orderings: book?.orderings}), book).map((o) => o.title)).toEqual([
      'Sort by title',
      'Sort by created',
      'Sort by last edited',
      'Year',
    ])
    // Without a title field, the field the preview takes its title from; through a reference, none.
    expect(titleFieldOf(schema.get('person'))).toBe('name')
    expect(titleFieldOf(schema.get('review'))).toBeUndefined()
    expect(documentListOrderings(list({schemaTypeName: undefined}), undefined).map((o) => o.name)).toEqual([
      'createdAt',
      'lastEdited',
    ])
  })

  it('applies the pick, else defaultOrdering, else the first own ordering, else last edited', () => {
    const book = schema.get('book')!
    const orderings = documentListOrderings(list({orderings: book.orderings}), book)
    expect(currentOrdering(list(), orderings, 'title').name).toBe('title')
    expect(currentOrdering(list(), orderings, 'gone').name).toBe('lastEdited')
    expect(currentOrdering(list({orderings: book.orderings}), orderings, null).name).toBe('year')
    expect(
      currentOrdering(list({defaultOrdering: [{field: 'year', direction: 'asc'}]}), orderings, null).by,
    ).toEqual([{field: 'year', direction: 'asc'}])
  })

  it('sorts strings case-insensitively, breaks ties by id and leaves out what is not a plain path', () => {
    const book = schema.get('book')
    expect(orderClause([{field: 'title', direction: 'asc'}], book)).toBe('lower(title) asc, _id asc')
    expect(orderClause([{field: 'year', direction: 'desc'}], book)).toBe('year desc, _id asc')
    expect(
      orderClause(
        [
          {field: '_updatedAt', direction: 'desc'},
          {field: '_id', direction: 'desc'},
        ],
        book,
      ),
    ).toBe('_updatedAt desc, _id desc')
    expect(orderClause([{field: 'title) | order(x', direction: 'asc'}], book)).toBe('_id asc')
    expect(orderClause([{field: 'author->name', direction: 'asc'}], book)).toBe('author->name asc, _id asc')
  })
})

describe('previews from the page query', () => {
  it('prepares in-document selections from the row; selections through references need the store', () => {
    expect(rowPreviewPlan(schema.get('person')).fields).toEqual(['name', 'slug'])
    expect(crossesReference(schema.get('review'), 'book.title')).toBe(true)
    expect(rowPreviewPlan(schema.get('review')).fields).toBeUndefined()
    expect(pageFieldsFor(schema, 'person')).toEqual(['name', 'slug'])
    // A mixed list fetches what any document type's preview reads.
    expect(pageFieldsFor(schema, undefined)).toEqual(expect.arrayContaining(['name', 'slug', 'title']))
  })
})

describe('queries and rows', () => {
  it('pages with order() and a slice on the filter, projecting the preview fields', () => {
    const queries = documentListQueries({
      filter: '_type == $type',
      order: '_updatedAt desc, _id asc',
      fields: ['title', 'bad name'],
    })
    expect(queries.count).toBe('count(*[_type == $type])')
    expect(queries.page(100, 200)).toBe(
      '*[_type == $type] | order(_updatedAt desc, _id asc) [100...200] {_id, _type, _originalId, _createdAt, _updatedAt, title}',
    )
    expect(queries.listen).toBe('*[_type == $type]')
  })

  it('makes one row per document, published unless it came from a draft whose published id is missing', () => {
    const rows = rowsFromPage(
      [
        {_id: 'a', _type: 'book'},
        {_id: 'b', _type: 'book', _originalId: 'drafts.b'},
        {_id: 'c', _type: 'book', _originalId: 'drafts.c'},
        {_id: 'd', _type: 'book', _originalId: 'd'},
      ],
      new Set(['b']),
    )
    expect(rows.map(({id, hasDraft, hasPublished}) => [id, hasDraft, hasPublished])).toEqual([
      ['a', false, true],
      ['b', true, true],
      ['c', true, false],
      ['d', false, true],
    ])
  })
})

describe('create options', () => {
  const templates = prepareTemplates(schema, [
    ...defaultTemplatesForSchema(schema),
    {
      id: 'book-by-year',
      schemaType: 'book',
      title: 'Book of a year',
      parameters: [{name: 'year', type: 'number'}],
    },
  ])

  it('offers the default template of the listed type, or the pane’s templates', () => {
    expect(documentListCreateOptions(list(), templates)).toEqual([
      {item: {templateId: 'book'}, title: 'Book', schemaType: 'book'},
    ])
    const pane = list({
      initialValueTemplates: [
        {templateId: 'book-by-year', parameters: {year: 1999}},
        {templateId: 'person', title: 'Someone'},
        {templateId: 'missing'},
      ],
    })
    expect(documentListCreateOptions(pane, templates)).toEqual([
      {
        item: {templateId: 'book-by-year', parameters: {year: 1999}},
        title: 'Book of a year',
        schemaType: 'book',
      },
      {item: {templateId: 'person', title: 'Someone'}, title: 'Someone', schemaType: 'person'},
    ])
    expect(documentListCreateOptions(list({schemaTypeName: undefined}), templates)).toEqual([])
  })
})

describe('search', () => {
  it('makes each typed word a prefix pattern, cut where GROQ match cuts text', () => {
    expect(searchPatternsOf('  Harbour   guide ')).toEqual(['harbour*', 'guide*'])
    expect(searchPatternsOf('foo-bar, "baz"')).toEqual(['foo*', 'bar*', 'baz*'])
    // The user's `*` is not a wildcard; dots at a word's edges go, inner ones stay.
    expect(searchPatternsOf('po*st v1.2. ...')).toEqual(['po*', 'st*', 'v1.2*'])
    expect(searchPatternsOf("don't Don't")).toEqual(["don't*"])
    // Nothing searchable: the list is not narrowed.
    expect(searchPatternsOf('')).toEqual([])
    expect(searchPatternsOf(` " * () ' ~ `)).toEqual([])
    expect(searchPatternsOf(`café ' 42`)).toEqual(['café*', '42*'])
  })

  it('searches the title, the other string, text and slug fields, and the id', () => {
    const searchSchema = compileSchema({
      name: 'search',
      types: [
        {
          name: 'article',
          type: 'document',
          fields: [
            {name: 'heading', type: 'string'},
            {name: 'summary', type: 'text'},
            {name: 'slug', type: 'slug'},
            {name: 'views', type: 'number'},
            {name: 'link', type: 'url'},
            {name: 'tags', type: 'array', of: [{type: 'string'}]},
          ],
          preview: {select: {title: 'heading'}},
        },
        {name: 'person', type: 'document', fields: [{name: 'name', type: 'string'}]},
        {name: 'untitled', type: 'document', fields: [{name: 'count', type: 'number'}]},
      ] as TypeDefinition[],
    })
    expect(searchFieldsFor(searchSchema, 'article')).toEqual(['heading', 'summary', 'slug.current', '_id'])
    // A filter over several types: the title field of every document type.
    expect(searchFieldsFor(searchSchema, undefined)).toEqual(['heading', 'name', '_id'])
    expect(searchFieldsFor(searchSchema, 'untitled')).toEqual(['_id'])
  })

  it('narrows the count and the pages, not the listener, and keeps the typed words out of the query', () => {
    const queries = documentListQueries({
      filter: '_type == $type',
      order: '_id asc',
      fields: ['title'],
      searchFields: ['title', '_id'],
    })
    expect(queries.count).toBe('count(*[(_type == $type) && [title, _id] match $__documentListSearch])')
    expect(queries.page(0, 100)).toBe(
      '*[(_type == $type) && [title, _id] match $__documentListSearch] | order(_id asc) [0...100] ' +
        '{_id, _type, _originalId, _createdAt, _updatedAt, title}',
    )
    expect(queries.listen).toBe('*[_type == $type]')
  })
})

describe('rows after a refetch', () => {
  const page = (titles: Record<string, string>, drafted: string[] = []) =>
    rowsFromPage(
      Object.entries(titles).map(([id, title]) => ({
        _id: id,
        _type: 'book',
        title,
        ...(drafted.includes(id) ? {_originalId: `drafts.${id}`} : {}),
      })),
      new Set(),
    )

  it('keeps the objects of rows that show the same, so only changed rows re-render', () => {
    const before = page({a: 'Alpha', b: 'Beta', c: 'Gamma'})
    const after = keepUnchangedRows(before, page({a: 'Alpha', b: 'Beta, edited', c: 'Gamma'}, ['b']))
    expect(after[0]).toBe(before[0])
    expect(after[1]).not.toBe(before[1])
    expect(after[1]).toMatchObject({id: 'b', hasDraft: true, values: {title: 'Beta, edited'}})
    expect(after[2]).toBe(before[2])
    // Nothing changed at all: the very same page.
    expect(keepUnchangedRows(before, page({a: 'Alpha', b: 'Beta', c: 'Gamma'}))).toBe(before)
    // Moved rows keep their objects in their new places.
    const moved = keepUnchangedRows(before, page({c: 'Gamma', a: 'Alpha', b: 'Beta'}))
    expect(moved).toEqual([before[2], before[0], before[1]])
    expect(moved[0]).toBe(before[2])
  })

  it('keeps a row whose draft changed only where its preview does not look (its edit time)', () => {
    const at = (updatedAt: string) =>
      rowsFromPage(
        [{_id: 'a', _type: 'book', _originalId: 'drafts.a', _updatedAt: updatedAt, title: 'Alpha'}],
        new Set(['a']),
      )
    const before = at('2026-11-28T10:00:00.000Z')
    const later = at('2026-11-28T10:00:01.000Z')
    expect(keepUnchangedRows(before, later, ['title'])).toBe(before)
    // A preview that shows the edit time renders it again; so does a list that does not say what it shows.
    expect(keepUnchangedRows(before, later, ['_updatedAt', 'title'])).not.toBe(before)
    expect(keepUnchangedRows(before, later)).not.toBe(before)
  })
})
