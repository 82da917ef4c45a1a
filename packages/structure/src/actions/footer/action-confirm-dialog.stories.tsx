import type {Meta, StoryObj} from '@storybook/react-vite'
import {ActionConfirmDialog} from './action-confirm-dialog.js'
import {deleteConfirmation, unpublishConfirmation} from './story-fixtures.js'

/** What a destructive action asks before it runs. */
const meta = {
  title: 'Structure/Document actions/Confirmation dialog',
  component: ActionConfirmDialog,
  parameters: {layout: 'fullscreen'},
  args: {id: 'confirm-story', confirmation: deleteConfirmation, onConfirm: () => {}, onCancel: () => {}},
  decorators: [
    (Story) => (
      <div style={{minHeight: 480}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Delete, with three documents referring to this one. */
export const DeleteWithReferences: Story = {}

export const Unpublish: Story = {args: {confirmation: unpublishConfirmation}}

/** The action is still preparing its question (delete counting referrers). */
export const Preparing: Story = {args: {confirmation: null}}
