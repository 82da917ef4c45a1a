import {Flex} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {UserAvatar, UserAvatarStack} from './user-avatar.js'

const users = [
  {id: 'u-ada', displayName: 'Ada Lovelace'},
  {id: 'u-grace', displayName: 'Grace Hopper'},
  {id: 'u-alan', displayName: 'Alan Turing'},
  {id: 'u-edsger', displayName: 'Edsger Dijkstra'},
  {id: 'u-barbara', displayName: 'Barbara Liskov'},
  {id: 'u-donald', displayName: 'Donald Knuth'},
]

const meta: Meta<typeof UserAvatar> = {
  title: 'Kit/User avatar',
  component: UserAvatar,
  args: {user: users[0]},
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof UserAvatar>

export const Initials: Story = {}
export const Sizes: Story = {
  render: () => (
    <Flex gap={3} align="center">
      <UserAvatar user={users[1]} size={0} />
      <UserAvatar user={users[1]} size={1} />
      <UserAvatar user={users[1]} size={2} />
      <UserAvatar user={users[1]} size={3} />
    </Flex>
  ),
}
export const Editing: Story = {args: {status: 'editing'}}
export const Inactive: Story = {args: {status: 'inactive'}}
export const WithTooltip: Story = {args: {withTooltip: true}}
export const Unknown: Story = {args: {user: {id: 'u-unknown'}}}
export const Stack: Story = {render: () => <UserAvatarStack users={users} maxLength={4} />}
