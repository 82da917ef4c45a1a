import {Button, Flex} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {LazyToastProvider} from './lazy-toast-provider.js'
import {useStudioToast} from './studio-toast.js'

function PushButtons() {
  const toast = useStudioToast()
  return (
    <Flex gap={2}>
      <Button text="Saved" mode="ghost" onClick={() => toast.push({status: 'success', title: 'Saved'})} />
      <Button
        text="Failed"
        mode="ghost"
        tone="critical"
        onClick={() => toast.push({status: 'error', title: 'Could not publish', description: 'The lake is away'})}
      />
    </Flex>
  )
}

const meta: Meta<typeof LazyToastProvider> = {
  title: 'Kit/Lazy toast provider',
  component: LazyToastProvider,
  args: {paddingY: 7, zOffset: 100},
  render: (args) => (
    <LazyToastProvider {...args}>
      <PushButtons />
    </LazyToastProvider>
  ),
  decorators: [
    (Story) => (
      <div style={{padding: 16, minHeight: 240}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof LazyToastProvider>

/** No toast yet: no toast code loaded. */
export const Idle: Story = {}
/** The first toast loads the toasts' code and shows. */
export const FirstToast: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', {name: 'Saved'}))
  },
}
