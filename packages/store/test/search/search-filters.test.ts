import {describe, expect, it} from 'vitest'
import {
  changeOperator,
  compileFilters,
  createFilter,
  deriveSearchFields,
  FILTER_DEFINITIONS,
  filtersForTypes,
  isFilterValid,
  narrowedDocumentTypes,
  type SearchFilter,
} from '../../src/index.js'
import {globalSearchSchema as schema} from './search-schema.fixture.js'

const fields = deriveSearchFields(schema)
const field = (path: string) => fields.find((candidate) => candidate.fieldPath === path)!

describe('field definitions for filters', () => {
  it('names filters by field kind as the spec says', () => {
    const byPath = Object.fromEntries(
      fields.map((definition) => [definition.fieldPath, definition.filterName]),
    )
    expect(byPath).toMatchObject({
      name: 'string',
      bio: 'text',
      status: 'stringList',
      tags: 'arrayList',
      keywords: 'array',
      authors: 'arrayReferences',
      author: 'reference',
      body: 'portableText',
      rating: 'number',
      featured: 'boolean',
      publishedAt: 'datetime',
      day: 'date',
      slug: 'slug',
      cover: 'image',
      'cover.caption': 'string',
      'seo.title': 'string',
      'seo.deep.note': 'string',
      sections: 'array',
    })
    // Objects have no filter of their own; depth 4 is out; a slug's current and an image's asset are not apart.
    expect(Object.keys(byPath)).not.toEqual(
      expect.arrayContaining(['seo', 'seo.deep.deeper.tooDeep', 'slug.current', 'cover.asset']),
    )
  })

  it('merges the same field of several types, ids join type, path, filter and types, sorted by title', () => {
    const titles = fields.map((definition) => definition.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    expect(field('seo.title')).toMatchObject({
      title: 'SEO title',
      titlePath: ['Seo'],
      documentTypes: ['post'],
    })
    expect(field('name').id).toBe('string-name-string-author')
    expect(field('status').options).toEqual([
      {title: 'Draft', value: 'draft'},
      {title: 'live', value: 'live'},
    ])
    expect(field('author').referenceTypes).toEqual(['author'])
    // The filter tooltip shows the field's description.
    expect(field('bio').description).toBe('A short biography.')
  })
})

describe('filters to GROQ', () => {
  const now = new Date(2026, 2, 15, 12)

  it('compiles valid filters and leaves out invalid ones', () => {
    const filters: SearchFilter[] = [
      {filterName: 'number', fieldId: field('rating').id, operatorType: 'numberGt', value: 3},
      {filterName: 'number', fieldId: field('rating').id, operatorType: 'numberGt', value: null},
      {filterName: 'number', fieldId: 'missing', operatorType: 'numberGt', value: 3},
      {filterName: 'number', fieldId: field('rating').id, operatorType: 'stringEqual', value: 'x'},
      {filterName: 'updatedAt', operatorType: 'dateTimeLast', value: {unit: 'day', unitValue: 1}},
      {filterName: 'references', operatorType: 'references', value: {_ref: 'author-ada'}},
      {filterName: 'string', fieldId: field('seo.deep.note').id, operatorType: 'defined'},
    ]
    expect(compileFilters(filters, fields, {now})).toEqual([
      'rating > 3',
      `dateTime(_updatedAt) > dateTime("${new Date(2026, 2, 14, 12).toISOString()}")`,
      'references("author-ada")',
      'defined(seo.deep.note)',
    ])
    expect(filters.map((filter) => isFilterValid(filter, fields))).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      true,
    ])
  })

  it('starts a filter with its first operator and initial value; changing the operator keeps compatible values', () => {
    const featured = createFilter(FILTER_DEFINITIONS.get('boolean')!, field('featured'))
    expect(featured).toEqual({
      filterName: 'boolean',
      fieldId: field('featured').id,
      operatorType: 'booleanEqual',
      value: true,
    })
    const rating: SearchFilter = {
      filterName: 'number',
      fieldId: field('rating').id,
      operatorType: 'numberGt',
      value: 3,
    }
    expect(changeOperator(rating, 'numberLt').value).toBe(3)
    expect(changeOperator(rating, 'numberRange').value).toEqual({from: null, to: null})
    expect(changeOperator(rating, 'defined').value).toBeUndefined()
  })

  it('narrows document types by chosen types or by the fields filtered, and drops filters that do not apply', () => {
    const nameFilter: SearchFilter = {
      filterName: 'string',
      fieldId: field('name').id,
      operatorType: 'defined',
    }
    const updated: SearchFilter = {
      filterName: 'updatedAt',
      operatorType: 'dateTimeLast',
      value: {unit: 'day', unitValue: 7},
    }
    expect(narrowedDocumentTypes([], [nameFilter, updated], fields)).toEqual(['author'])
    expect(narrowedDocumentTypes(['post', 'author'], [], fields)).toEqual(['author', 'post'])
    expect(narrowedDocumentTypes([], [updated], fields)).toEqual([])
    expect(filtersForTypes([nameFilter, updated], fields, ['post'])).toEqual([updated])
  })
})
