import type {Meta, StoryObj} from '@storybook/react-vite'
import {InspectDialog} from './inspect-dialog.js'

const published = {
  _id: 'post-1',
  _type: 'post',
  _rev: 'a1b2c3',
  _createdAt: '2026-11-20T09:00:00Z',
  _updatedAt: '2026-11-21T10:30:00Z',
  title: 'The Analytical Engine',
  slug: {_type: 'slug', current: 'the-analytical-engine'},
  author: {_type: 'reference', _ref: 'author-ada'},
}
const draft = {
  ...published,
  _id: 'drafts.post-1',
  _rev: 'd4e5f6',
  _updatedAt: '2026-11-25T08:15:00Z',
  title: 'The Analytical Engine, revised',
}

const meta = {
  title: 'Structure/Document pane/Inspect dialog',
  component: InspectDialog,
  args: {documentId: 'post-1', title: 'The Analytical Engine, revised', draft, published, onClose: () => {}},
} satisfies Meta<typeof InspectDialog>

export default meta
type Story = StoryObj<typeof meta>

export const DraftAndPublished: Story = {}
export const PublishedOnly: Story = {args: {title: 'The Analytical Engine', draft: null}}
export const NotCreatedYet: Story = {args: {title: 'New Post', draft: null, published: null}}
