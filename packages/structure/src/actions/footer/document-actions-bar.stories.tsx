import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {ACTION_MESSAGES} from '../messages.js'
import {DocumentActionsBar} from './document-actions-bar.js'
import {
  deletingItems,
  editedDocumentItems,
  invalidDraftItems,
  liveEditItems,
  publishedDocumentItems,
  publishingItems,
  viewerItems,
} from './story-fixtures.js'

/** The document pane's footer row, drawn from plain item states (what `describeActionItems` gives). */
const meta = {
  title: 'Structure/Document actions/Footer',
  component: DocumentActionsBar,
  args: {items: editedDocumentItems, onSelect: () => {}},
  decorators: [
    (Story) => (
      <div style={{width: 560, marginTop: 360, padding: 8, borderTop: '1px solid rgba(128, 128, 128, 0.3)'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentActionsBar>

export default meta
type Story = StoryObj<typeof meta>

const openMenu: Story['play'] = async () => {
  await userEvent.click(screen.getByRole('button', {name: ACTION_MESSAGES['footer.more-actions']}))
}

/** Published with changes: Publish is the primary button, the rest in the menu. */
export const Edited: Story = {}

export const EditedMenuOpen: Story = {play: openMenu}

/** Nothing to publish: 'Published', disabled; hover shows why. Discard is disabled in the menu. */
export const Published: Story = {args: {items: publishedDocumentItems}, play: openMenu}

/** A required field is empty: Publish says so in its tooltip. */
export const ValidationErrors: Story = {
  args: {items: invalidDraftItems},
  play: async () => {
    const wrapper = document.querySelector('[data-action-wrapper="publish"]')
    if (wrapper) await userEvent.hover(wrapper)
  },
}

export const Publishing: Story = {args: {items: publishingItems}}

/** A menu action running: the '…' button spins and the footer says what is happening. */
export const Deleting: Story = {args: {items: deletingItems}}

/** A viewer: every action disabled with the permission message naming the roles. */
export const Viewer: Story = {args: {items: viewerItems}, play: openMenu}

/** A live-edit type: duplicate is the first visible action. */
export const LiveEdit: Story = {args: {items: liveEditItems}}

export const Loading: Story = {args: {items: [], loading: true}}
