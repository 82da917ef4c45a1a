import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {DocumentPaneMenu} from './document-pane-menu.js'

const meta = {
  title: 'Structure/Incoming references/Pane menu',
  component: DocumentPaneMenu,
  args: {onOpenReferences: () => {}},
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: 8,
          minHeight: 160,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentPaneMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
/** The item that opens the 'Incoming references' dialog. */
export const Open: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', {name: 'Document menu'}))
  },
}
