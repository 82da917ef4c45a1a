import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {samplePresence} from '../story-fixtures.js'
import {PresenceMenuView} from './presence-menu-view.js'

const meta = {
  title: 'Core/Navbar/Presence menu',
  component: PresenceMenuView,
  args: {entries: samplePresence, onNavigate: () => {}},
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: 8,
          minHeight: 280,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PresenceMenuView>

export default meta
type Story = StoryObj<typeof meta>

const open: Story['play'] = async () => {
  await userEvent.click(screen.getByRole('button', {name: /Presence/}))
}

export const WithUsers: Story = {}

export const WithUsersOpen: Story = {play: open}

/** Narrow navbars show an icon and a count. */
export const Collapsed: Story = {args: {collapsed: true}}

export const Nobody: Story = {args: {entries: []}}

export const NobodyOpen: Story = {args: {entries: []}, play: open}
