import type {Meta, StoryObj} from '@storybook/react-vite'
import {useCallback, useState} from 'react'
import {documentListOrderings} from '../../document-list/orderings.js'
import type {DocumentListRow} from '../../document-list/rows.js'
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
}

/** The pane with its own selection and ordering state, as the connected pane would hold them. */
function StoryPane({
  count,
  loadedUpTo = Infinity,
  error,
  createItems = [postTemplate],
  initialSelected,
}: StoryArgs) {
  const [selected, setSelected] = useState(initialSelected)
  const [ordering, setOrdering] = useState('lastEdited')
  const rowAt = useCallback(
    (index: number) => (index < loadedUpTo ? fakeRow(index) : undefined),
    [loadedUpTo],
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
      count={count}
      rowAt={rowAt}
      error={error ? new Error(error) : undefined}
      onRetry={() => {}}
      selectedId={selected}
      onOpen={(id) => setSelected(id)}
      emptyText={DOCUMENT_LIST_MESSAGES['empty.type']}
      scrollResetKey={ordering}
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
