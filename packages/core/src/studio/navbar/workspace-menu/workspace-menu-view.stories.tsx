import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {sampleWorkspaces} from '../story-fixtures.js'
import {WorkspaceMenuView} from './workspace-menu-view.js'

const meta = {
  title: 'Core/Navbar/Workspace menu',
  component: WorkspaceMenuView,
  args: {workspaces: sampleWorkspaces, activeName: 'blog', onSelect: () => {}},
  decorators: [
    (Story) => (
      <div style={{padding: 8, minHeight: 300}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkspaceMenuView>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const ClosedWithTitle: Story = {args: {showTitle: true}}

export const Open: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', {name: /Switch workspace/}))
  },
}
