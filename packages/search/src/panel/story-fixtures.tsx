import {Preview} from '@tessera/kit'
import {compileSchema} from '@tessera/schema'
import {deriveSearchFields, type RecentSearch, type SearchFilter, type SearchHit} from '@tessera/store'
import {useReducer, type ReactNode} from 'react'
import {initialSearchState, searchReducer, type SearchState} from '../state/search-state.js'
import {SearchPanelView, type SearchPanelViewProps} from './search-panel-view.js'
import {SearchSurface} from './search-surface.js'

// Plain data for the stories: no lake, no kernel. Previews are kit's Preview with fixed values.

export const storySchema = compileSchema({
  name: 'stories',
  types: [
    {
      name: 'author',
      type: 'document',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'bio', type: 'text', description: 'A short biography shown on the author page.'},
      ],
    },
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'publishedAt', type: 'datetime', title: 'Published at'},
        {name: 'rating', type: 'number'},
        {name: 'status', type: 'string', options: {list: ['draft', 'review', 'live']}},
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
      ],
    },
  ],
})
export const storyFields = deriveSearchFields(storySchema)
export const storyTypes = [
  {name: 'author', title: 'Author'},
  {name: 'post', title: 'Post'},
]
const fieldId = (path: string) => storyFields.find((field) => field.fieldPath === path)!.id

const titles: Record<string, [string, string]> = {
  'author-ada': ['Ada Lovelace', 'ada@example.com'],
  'post-engine': ['The analytical engine', 'Ada Lovelace · Nov 1, 2026'],
  'post-notes': ['Notes on the engine', 'Ada Lovelace · Oct 12, 2026'],
  'post-bernoulli': ['Bernoulli numbers', 'Grace Hopper · Sep 2, 2026'],
}
export const storyHits: SearchHit[] = Object.keys(titles).map((id, index) => ({
  _id: id,
  _type: id.split('-')[0],
  publishedId: id,
  score: [11, 6, 1.5, 0.5][index],
  stories: [
    {path: index === 0 ? 'name' : 'title', why: 'matched "ada*"', score: 10},
    {path: '_id', why: 'matched "ada*"', score: 1},
  ].slice(0, index === 3 ? 1 : 2),
}))

export function renderStoryPreview(hit: SearchHit | {id: string; type: string}): ReactNode {
  const id = 'publishedId' in hit ? hit.publishedId : hit.id
  const [title, subtitle] = titles[id] ?? [id, '']
  return <Preview title={title} subtitle={subtitle} />
}

export const storyRecent: RecentSearch[] = [
  {created: '2026-11-20T10:00:00.000Z', filters: [], terms: {query: 'engine', typeNames: ['post']}},
  {
    created: '2026-11-19T10:00:00.000Z',
    filters: [{filterName: 'number', fieldId: fieldId('rating'), operatorType: 'numberGt', value: 3}],
    terms: {query: 'ada', typeNames: []},
  },
  {created: '2026-11-18T10:00:00.000Z', filters: [], terms: {query: 'bernoulli numbers', typeNames: []}},
]

export const storyFilters: SearchFilter[] = [
  {
    filterName: 'datetime',
    fieldId: fieldId('publishedAt'),
    operatorType: 'dateTimeAfter',
    value: {date: '2026-11-01T00:00:00.000Z', includeTime: false},
  },
  {filterName: 'stringList', fieldId: fieldId('status'), operatorType: 'stringListEqual', value: 'live'},
  // Invalid (no value yet): shown plain and left out of the query.
  {filterName: 'number', fieldId: fieldId('rating'), operatorType: 'numberRange', value: {from: 1, to: null}},
  // Its field left the schema: 'cannot be displayed'.
  {filterName: 'string', fieldId: 'string-subtitle-string-post', operatorType: 'stringEqual', value: 'x'},
]

export interface PanelStoryProps {
  state: Partial<SearchState>
  fullscreen?: boolean
  termsValid?: boolean
  recentSearches?: RecentSearch[]
}

/** The panel in its surface with a working reducer, from an initial state. */
export function PanelStory(props: PanelStoryProps) {
  const [state, dispatch] = useReducer(searchReducer(storyFields), undefined, () => ({
    ...initialSearchState({fullscreen: props.fullscreen}),
    ...props.state,
  }))
  const termsValid = props.termsValid ?? (state.terms.query.trim() !== '' || state.terms.types.length > 0)
  const view: SearchPanelViewProps = {
    state,
    termsValid,
    fullscreen: props.fullscreen ?? false,
    fields: storyFields,
    types: storyTypes,
    recentSearches: props.recentSearches ?? [],
    resultsMaxHeight: 500,
    renderPreview: renderStoryPreview,
    renderReferencePreview: renderStoryPreview,
    findReferences: async () => [{id: 'author-ada', type: 'author'}],
    dispatch,
    onOpen: () => {},
    onApplyRecent: () => {},
    onRemoveRecent: () => {},
    onClearRecent: () => {},
    onClose: () => {},
  }
  return (
    <SearchSurface inline fullscreen={props.fullscreen ?? false} onClose={() => {}}>
      <SearchPanelView {...view} />
    </SearchSurface>
  )
}
