import {compileSchema} from '@tessera/schema'
import {deriveSearchFields, type SearchHit} from '@tessera/store'
import {describe, expect, it} from 'vitest'
import {initialSearchState, searchReducer} from '../src/index.js'

const schema = compileSchema({
  name: 'state',
  types: [
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'rating', type: 'number'},
      ],
    },
  ],
})
const fields = deriveSearchFields(schema)
const reduce = searchReducer(fields)
const hit = (id: string): SearchHit => ({_id: id, _type: 'post', publishedId: id, score: 1, stories: []})
const rating = fields.find((field) => field.fieldPath === 'rating')!

describe('search state (spec 000 §4)', () => {
  it('filters are always visible outside fullscreen, toggled in it', () => {
    expect(initialSearchState().filtersVisible).toBe(true)
    const fullscreen = initialSearchState({fullscreen: true})
    expect(fullscreen.filtersVisible).toBe(false)
    expect(reduce(fullscreen, {type: 'toggleFilters'}).filtersVisible).toBe(true)
  })

  it('a terms change resets the page, marks the result not loaded and strips the recent-search marker', () => {
    let state = {...initialSearchState(), pageIndex: 2, recentSearchIndex: 1}
    state = {...state, result: {...state.result, loaded: true}}
    const next = reduce(state, {type: 'query', query: 'ada'})
    expect(next).toMatchObject({pageIndex: 0, recentSearchIndex: null, terms: {query: 'ada'}})
    expect(next.result.loaded).toBe(false)
    expect(reduce({...state}, {type: 'ordering', ordering: 'createdAsc'})).toMatchObject({
      pageIndex: 0,
      recentSearchIndex: null,
    })
    expect(reduce(state, {type: 'nextPage'}).pageIndex).toBe(3)
  })

  it('replaces hits on page 0 and appends them on later pages; errors keep hits, clear empties', () => {
    let state = reduce(initialSearchState(), {type: 'searchStart'})
    expect(state.result).toMatchObject({loading: true, loaded: false})
    state = reduce(state, {type: 'searchComplete', hits: [hit('a')], hasMore: true, pageIndex: 0})
    state = reduce(state, {type: 'searchComplete', hits: [hit('b')], hasMore: false, pageIndex: 1})
    expect(state.result).toMatchObject({hasMore: false, loaded: true, loading: false, error: null})
    expect(state.result.hits.map((entry) => entry.publishedId)).toEqual(['a', 'b'])
    state = reduce(state, {type: 'searchError', error: new Error('down')})
    expect(state.result).toMatchObject({loaded: false, loading: false, error: new Error('down')})
    expect(reduce(state, {type: 'clear'}).result).toEqual({
      hits: [],
      hasMore: null,
      loaded: false,
      loading: false,
      error: null,
    })
  })

  it('adding a filter marks it last added; choosing a type drops filters that do not apply', () => {
    let state = reduce(initialSearchState(), {
      type: 'addFilter',
      filter: {filterName: 'number', fieldId: rating.id, operatorType: 'numberGt', value: 3},
    })
    expect(state.lastAddedFilter).toBe(0)
    state = reduce(state, {type: 'setOperator', index: 0, operatorType: 'numberRange'})
    expect(state.terms.filters[0].value).toEqual({from: null, to: null})
    state = reduce(state, {type: 'addType', typeName: 'post'})
    expect(state.terms.filters).toHaveLength(1)
    state = reduce(state, {type: 'addType', typeName: 'author'})
    expect(state.terms).toMatchObject({types: ['author', 'post'], filters: []})
  })

  it('applying a recent search replaces terms and filters with the types sorted, and marks it', () => {
    const state = reduce(initialSearchState(), {
      type: 'applyRecent',
      index: 2,
      search: {created: '', filters: [], terms: {query: 'ada', typeNames: ['post', 'author']}},
    })
    expect(state).toMatchObject({
      recentSearchIndex: 2,
      pageIndex: 0,
      terms: {query: 'ada', types: ['author', 'post']},
    })
  })
})
