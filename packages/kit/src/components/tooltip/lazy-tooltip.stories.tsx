import {Box, Button, Flex, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {LazyTooltip} from './lazy-tooltip.js'

const meta: Meta<typeof LazyTooltip> = {
  title: 'Kit/Lazy tooltip',
  component: LazyTooltip,
  args: {
    portal: true,
    placement: 'bottom',
    content: (
      <Box padding={2}>
        <Text size={1}>You do not have permission to publish this document</Text>
      </Box>
    ),
    children: <Button text="Publish" mode="ghost" />,
  },
  decorators: [
    (Story) => (
      <div style={{padding: 16, minHeight: 120}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof LazyTooltip>

/** Not hovered yet: just the button, no tooltip code loaded. */
export const Idle: Story = {}
/** The first hover loads the tooltip's code and shows it. */
export const Hovered: Story = {
  play: async () => {
    await userEvent.hover(screen.getByRole('button', {name: 'Publish'}))
  },
}
/** Several on a line, as the document's badges and status dots. */
export const Row: Story = {
  render: (args) => (
    <Flex gap={2}>
      {['Draft', 'Published', 'Live'].map((name) => (
        <LazyTooltip key={name} {...args} content={<Text size={1}>{name}</Text>} padding={2}>
          <Button text={name} mode="bleed" />
        </LazyTooltip>
      ))}
    </Flex>
  ),
}
