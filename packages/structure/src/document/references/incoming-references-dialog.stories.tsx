import {DocumentIcon} from '@sanity/icons/Document'
import {Preview} from '@tessera/kit'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {IncomingReference} from './incoming-references.js'
import {IncomingReferencesDialogView} from './incoming-references-dialog.js'

const titles: Record<string, [string, string]> = {
  'post-1': ['The Analytical Engine', 'Post'],
  'post-2': ['Notes on the engine (edited)', 'Post'],
  'book-1': ['Collected letters', 'Book'],
}

const references: IncomingReference[] = [
  {id: 'post-2', type: 'post', previewId: 'drafts.post-2', hasDraft: true, hasPublished: true},
  {id: 'post-1', type: 'post', previewId: 'post-1', hasDraft: false, hasPublished: true},
  {id: 'book-1', type: 'book', previewId: 'drafts.book-1', hasDraft: true, hasPublished: false},
]

/** Stories have no lake: rows show plain previews where the studio shows live ones. */
function renderPreview(reference: IncomingReference) {
  const [title, subtitle] = titles[reference.id] ?? [reference.id, reference.type]
  return <Preview title={title} subtitle={subtitle} media={<DocumentIcon />} />
}

const meta = {
  title: 'Structure/Incoming references/Dialog',
  component: IncomingReferencesDialogView,
  args: {
    state: {status: 'ready', references, truncated: false},
    onOpen: () => {},
    onClose: () => {},
    renderPreview,
  },
  decorators: [
    (Story) => (
      <div style={{minHeight: 480}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IncomingReferencesDialogView>

export default meta
type Story = StoryObj<typeof meta>

export const References: Story = {}
export const Empty: Story = {args: {state: {status: 'ready', references: [], truncated: false}}}
export const Loading: Story = {args: {state: {status: 'loading'}}}
/** A failure keeps the last list below the error while it retries. */
export const Failed: Story = {
  args: {
    state: {status: 'error', error: new Error('Request failed with status 503'), references, retryInMs: 3200},
  },
}
export const Truncated: Story = {args: {state: {status: 'ready', references, truncated: true}}}
