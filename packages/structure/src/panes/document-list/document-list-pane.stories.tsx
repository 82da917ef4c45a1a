import type {Meta, StoryObj} from '@storybook/react-vite'
import {useCallback, useMemo, useState} from 'react'
import {documentListOrderings} from '../../document-list/orderings.js'
import type {DocumentListRow} from '../../document-list/rows.js'
import {searchPatternsOf} from '../../document-list/search.js'
import type {DocumentListCreateItem} from '../../document-list/use-create-items.js'
import {DocumentListPaneView} from './document-list-pane-view.js'
import {DOCUMENT_LIST_MESSAGES} from './messages.js'

const WORDS = [
  'Harbour',
  'Lantern',
  'Meadow',
  'Copper',
  'Signal',
  'Falcon',
  'Quartz',
  'Willow',
  'Ember',
  'Summit',
]

// The same object for the same row, as the connected pane's pages give: rows that did not change do not render again.
const fakeRows = new Map<number, DocumentListRow>()

/** Row `index` of a made-up list: every 7th has a draft over a published version, every 11th only a draft. */
function fakeRow(index: number): DocumentListRow {
  let row = fakeRows.get(index)
  if (!row) {
    row = makeRow(index)
    fakeRows.set(index, row)
  }
  return row
}

function makeRow(index: number): DocumentListRow {
  const hasDraft = index % 7 === 3 || index % 11 === 5
  return {
    id: `post-${index}`,
    type: 'post',
    hasDraft,
    hasPublished: index % 11 !== 5,
    values: {title: `${WORDS[index % WORDS.length]} ${WORDS[(index * 3) % WORDS.length]} ${index + 1}`},
  }
}

const orderings = documentListOrderings(
  {type: 'documentList', id: 'post', title: 'Post', filter: '_type == $type', params: {type: 'post'}},
  {name: 'post', jsonType: 'object', fields: [{name: 'title', type: {name: 'string', jsonType: 'string'}}]},
)

const postTemplate: DocumentListCreateItem = {
  item: {templateId: 'post'},
  title: 'Post',
  schemaType: 'post',
  permission: {granted: true},
}

interface StoryArgs {
  count: number | undefined
  /** Rows from this index on are still loading (placeholders). */
  loadedUpTo?: number
  error?: string
  createItems?: DocumentListCreateItem[]
  initialSelected?: string
  /** Text already typed in 'Search list'. */
  initialSearch?: string
  /** The search waits for its results (the field's spinner). */
  searchBusy?: boolean
}

/**
 * The indices of the made-up rows whose title has a word starting with every typed word: what the
 * lake's `match` would keep, for the story (undefined: no search).
 */
function searchedIndices(count: number | undefined, text: string): number[] | undefined {
  const prefixes = searchPatternsOf(text).map((pattern) => pattern.slice(0, -1))
  if (count === undefined || prefixes.length === 0) return undefined
  const indices: number[] = []
  for (let index = 0; index < count; index++) {
    const words = String(fakeRow(index).values.title).toLowerCase().split(' ')
    if (prefixes.every((prefix) => words.some((word) => word.startsWith(prefix)))) indices.push(index)
  }
  return indices
}

/** The pane with its own selection and ordering state, as the connected pane would hold them. */
function StoryPane({
  count,
  loadedUpTo = Infinity,
  error,
  createItems = [postTemplate],
  initialSelected,
  initialSearch = '',
  searchBusy = false,
}: StoryArgs) {
  const [selected, setSelected] = useState(initialSelected)
  const [ordering, setOrdering] = useState('lastEdited')
  const [searchText, setSearchText] = useState(initialSearch)
  const matches = useMemo(() => searchedIndices(count, searchText), [count, searchText])
  const rowAt = useCallback(
    (index: number) => {
      const source = matches ? matches[index] : index
      return source !== undefined && source < loadedUpTo ? fakeRow(source) : undefined
    },
    [loadedUpTo, matches],
  )
  const search = useMemo(
    () => ({text: searchText, onTextChange: setSearchText, busy: searchBusy}),
    [searchText, searchBusy],
  )
  return (
    <DocumentListPaneView
      paneId="post"
      title="Post"
      createItems={createItems}
      onCreate={() => {}}
      orderings={orderings}
      currentOrdering={ordering}
      onOrderingChange={setOrdering}
      count={matches ? matches.length : count}
      rowAt={rowAt}
      error={error ? new Error(error) : undefined}
      onRetry={() => {}}
      selectedId={selected}
      onOpen={(id) => setSelected(id)}
      emptyText={
        matches
          ? DOCUMENT_LIST_MESSAGES['empty.search'].replace('{search}', searchText.trim())
          : DOCUMENT_LIST_MESSAGES['empty.type']
      }
      scrollResetKey={`${ordering}\n${searchText}`}
      search={search}
    />
  )
}

const meta: Meta<typeof StoryPane> = {
  title: 'Structure/DocumentListPane',
  component: StoryPane,
  decorators: [
    (Story) => (
      <div style={{width: 360, height: 560, border: '1px solid #ddd'}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof StoryPane>

export const Default: Story = {args: {count: 240, initialSelected: 'post-3'}}
/** 100,000 rows scroll like 100: only those in view exist. */
export const HundredThousand: Story = {args: {count: 100_000}}
export const Loading: Story = {args: {count: undefined}}
export const PagesLoading: Story = {args: {count: 500, loadedUpTo: 4}}
export const Empty: Story = {args: {count: 0}}
/** 'Search list' with two words typed: each is a prefix, both must match. */
export const Searched: Story = {args: {count: 240, initialSearch: 'cop sum'}}
export const Searching: Story = {args: {count: undefined, initialSearch: 'cop', searchBusy: true}}
export const SearchedNothing: Story = {args: {count: 240, initialSearch: 'zebra'}}
export const LoadFailed: Story = {args: {count: undefined, error: 'Request failed with status 500'}}
export const RefreshFailed: Story = {args: {count: 40, error: 'The connection to the lake was lost'}}
export const CreateNotAllowed: Story = {
  args: {
    count: 12,
    createItems: [
      {
        ...postTemplate,
        permission: {
          granted: false,
          message: 'You do not have permission to create a document of type "Post". Your roles: Viewer',
        },
      },
    ],
  },
}
export const SeveralTemplates: Story = {
  args: {
    count: 12,
    createItems: [
      postTemplate,
      {item: {templateId: 'post-news'}, title: 'News post', schemaType: 'post', permission: {granted: true}},
    ],
  },
}
