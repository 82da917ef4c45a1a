import type {Meta, StoryObj} from '@storybook/react-vite'
import {WorkspaceIcon} from './workspace-icon.js'

function SquareIcon() {
  return (
    <svg width="25" height="25" viewBox="0 0 25 25" aria-hidden>
      <rect width="25" height="25" rx="4" fill="#e05d44" />
    </svg>
  )
}

const meta = {
  title: 'Core/Navbar/Workspace icon',
  component: WorkspaceIcon,
  args: {title: 'Blog', icon: undefined},
} satisfies Meta<typeof WorkspaceIcon>

export default meta
type Story = StoryObj<typeof meta>

/** Without a configured icon: the title's initials. */
export const Initials: Story = {}

export const ConfiguredComponent: Story = {args: {icon: SquareIcon}}
