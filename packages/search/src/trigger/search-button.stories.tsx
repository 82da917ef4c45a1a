import type {Meta, StoryObj} from '@storybook/react-vite'
import {SearchButton} from './search-button.js'

// Annotated (not `satisfies`): the inferred type would name storybook's internal csf path.
const meta: Meta<typeof SearchButton> = {
  title: 'Search/Trigger',
  component: SearchButton,
  args: {open: false, onClick: () => {}},
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof SearchButton>

/** Wide widths: the word and the shortcut. */
export const Wide: Story = {}

/** Narrow widths: the icon only (the panel opens fullscreen). */
export const Compact: Story = {args: {compact: true}}
