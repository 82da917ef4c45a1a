import type {Meta, StoryObj} from '@storybook/react-vite'
import {UserAvatarView} from './user-avatar.js'

const meta = {
  title: 'Core/Navbar/User avatar',
  component: UserAvatarView,
  args: {name: 'Ada Lovelace'},
} satisfies Meta<typeof UserAvatarView>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {}

export const Large: Story = {args: {size: 2}}

export const NoName: Story = {args: {name: undefined}}
