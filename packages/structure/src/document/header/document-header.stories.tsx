import {compileSchema} from '@tessera/schema'
import type {TypeDefinition, ValidationMarker} from '@tessera/types'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {PaneHeader} from '../../panes/pane.js'
import {DocumentPaneMenu} from '../references/document-pane-menu.js'
import {DocumentStatusLineView, type DocumentStatusLineViewProps} from './document-status-line.js'
import {DocumentTitleView, type DocumentTitleViewProps} from './document-title.js'
import {PresenceAvatars, type PresentUser} from './presence-avatars.js'
import {ValidationSummary} from './validation-summary.js'

const post = compileSchema({
  name: 'stories',
  types: [
    {
      name: 'post',
      title: 'Post',
      type: 'document',
      fields: [{name: 'title', type: 'string'}],
    } as TypeDefinition,
  ],
}).get('post')!

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

interface HeaderStoryProps {
  title: DocumentTitleViewProps
  status: Omit<DocumentStatusLineViewProps, 'locale'>
  users: PresentUser[]
  markers: ValidationMarker[]
}

/** How the document pane puts the parts into `PaneHeader` (the pane itself adds badges and close). */
function HeaderParts({title, status, users, markers}: HeaderStoryProps) {
  return (
    <PaneHeader
      title={<DocumentTitleView {...title} />}
      subtitle={<DocumentStatusLineView {...status} locale="en-US" />}
      actions={
        <>
          <ValidationSummary markers={markers} schemaType={post} onJump={() => {}} />
          <PresenceAvatars users={users} />
          <DocumentPaneMenu onOpenReferences={() => {}} />
        </>
      }
    />
  )
}

const meta = {
  title: 'Structure/Document header/Composed',
  component: HeaderParts,
  args: {
    title: {title: 'Welcome to Tessera', kind: 'title'},
    status: {status: 'edited', editedAt: ago(5), publishedAt: ago(2 * 24 * 60)},
    users: [
      {id: 'u-grace', displayName: 'Grace Hopper'},
      {id: 'u-alan', displayName: 'Alan Turing'},
    ],
    markers: [{level: 'error', message: 'Required', path: ['title']}],
  },
  decorators: [
    (Story) => (
      <div style={{width: 560, border: '1px solid var(--card-border-color)'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderParts>

export default meta
type Story = StoryObj<typeof meta>

export const Edited: Story = {}
export const NewDocument: Story = {
  args: {
    title: {title: 'New Post', kind: 'new'},
    status: {status: 'none'},
    users: [],
    markers: [],
  },
}
export const UntitledDraft: Story = {
  args: {
    title: {title: 'Untitled', kind: 'untitled'},
    status: {status: 'unpublished', editedAt: ago(0)},
    users: [],
  },
}
