import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {sampleHelp} from '../story-fixtures.js'
import {HelpMenuView} from './help-menu-view.js'

const meta = {
  title: 'Core/Navbar/Help menu',
  component: HelpMenuView,
  args: {state: sampleHelp, onAction: () => {}},
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: 8,
          minHeight: 320,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpMenuView>

export default meta
type Story = StoryObj<typeof meta>

const open: Story['play'] = async () => {
  await userEvent.click(screen.getByRole('button', {name: 'Help and resources'}))
}

export const Closed: Story = {}

export const Open: Story = {play: open}

export const Loading: Story = {args: {state: {status: 'loading'}}, play: open}

/** `/help` failed: only the three default links, no version and no resources. */
export const Failed: Story = {args: {state: {status: 'error'}}, play: open}
