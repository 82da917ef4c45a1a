import {Button} from '@sanity/ui'
import {MenuItem} from '@sanity/ui/menu'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {createCodeLoader} from '../../hooks/use-loaded-code.js'
import {LazyMenuButton, type LazyMenuButtonProps} from './lazy-menu-button.js'

function Items({names}: {names: string[]}) {
  return names.map((name) => <MenuItem key={name} text={name} />)
}
// A slow network: the items arrive 600 ms after the button is first hovered, focused or pressed.
const slowItems = createCodeLoader(
  () => new Promise<typeof Items>((resolve) => setTimeout(() => resolve(Items), 600)),
)

type Props = LazyMenuButtonProps<{names: string[]}>
const meta: Meta<Props> = {
  title: 'Kit/Lazy menu button',
  component: LazyMenuButton<{names: string[]}>,
  args: {
    id: 'story-menu',
    button: <Button text="Options" mode="ghost" />,
    popover: {placement: 'bottom-start', portal: true},
    items: slowItems,
    itemsProps: {names: ['Duplicate', 'Rename', 'Delete']},
  },
  decorators: [
    (Story) => (
      <div style={{padding: 16, minHeight: 200}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<Props>

export const Closed: Story = {}
/** Pressed before its code arrived: the menu opens when it does. */
export const PressedEarly: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', {name: 'Options'}))
  },
}
