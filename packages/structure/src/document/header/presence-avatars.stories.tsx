import type {Meta, StoryObj} from '@storybook/react-vite'
import {PresenceAvatars} from './presence-avatars.js'

const users = [
  {id: 'u-grace', displayName: 'Grace Hopper'},
  {id: 'u-alan', displayName: 'Alan Turing'},
  {id: 'u-edsger', displayName: 'Edsger Dijkstra'},
  {id: 'u-barbara', displayName: 'Barbara Liskov'},
  {id: 'u-donald', displayName: 'Donald Knuth'},
]

const meta = {
  title: 'Structure/Document header/Presence avatars',
  component: PresenceAvatars,
  args: {users: users.slice(0, 1)},
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PresenceAvatars>

export default meta
type Story = StoryObj<typeof meta>

/** Hover for '<name> is editing this document'. */
export const One: Story = {}
export const Three: Story = {args: {users: users.slice(0, 3)}}
/** More than fit: two avatars and a counter ('N people are editing this document right now'). */
export const Many: Story = {args: {users}}
