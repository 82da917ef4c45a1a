import type {Decorator, Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {sampleTools} from '../story-fixtures.js'
import {ToolLinksView} from './tool-links-view.js'

function atWidth(width: number): Decorator {
  return (Story) => (
    <div style={{width, display: 'flex', padding: 8, minHeight: 320, alignItems: 'flex-start'}}>
      <Story />
    </div>
  )
}

const meta = {
  title: 'Core/Navbar/Tool links',
  component: ToolLinksView,
  args: {tools: sampleTools.slice(0, 3), activeToolName: 'vision', onNavigate: () => {}},
} satisfies Meta<typeof ToolLinksView>

export default meta
type Story = StoryObj<typeof meta>

export const AllFit: Story = {decorators: [atWidth(800)]}

/** Eight tools in 480 px: the rest go into 'More'. */
export const Overflow: Story = {
  args: {tools: sampleTools, activeToolName: 'structure'},
  decorators: [atWidth(480)],
}

export const OverflowOpen: Story = {
  args: {tools: sampleTools, activeToolName: 'insights'},
  decorators: [atWidth(480)],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', {name: /More/}))
  },
}
