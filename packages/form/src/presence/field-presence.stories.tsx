import {Stack} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {FormPresence} from '../state/types.js'
import {FieldPresence, PresenceUsersProvider} from './field-presence.js'

const storyUsers = {
  ada: {id: 'ada', displayName: 'Ada Lovelace'},
  grace: {id: 'grace', displayName: 'Grace Hopper'},
  alan: {id: 'alan', displayName: 'Alan Turing'},
  barbara: {id: 'barbara', displayName: 'Barbara Liskov'},
  donald: {id: 'donald', displayName: 'Donald Knuth'},
}
const at = (...userIds: string[]): FormPresence[] => userIds.map((userId) => ({userId, path: ['title']}))

const meta: Meta<typeof FieldPresence> = {
  title: 'Form/Field presence',
  component: FieldPresence,
  decorators: [
    (Story) => (
      <PresenceUsersProvider value={{users: storyUsers}}>
        <Stack padding={5}>
          <Story />
        </Stack>
      </PresenceUsersProvider>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof FieldPresence>

export const One: Story = {args: {presence: at('ada')}}
export const Three: Story = {args: {presence: at('ada', 'grace', 'alan')}}
export const Overflow: Story = {args: {presence: at('ada', 'grace', 'alan', 'barbara', 'donald')}}
export const OneAvatarLayout: Story = {args: {presence: at('ada', 'grace', 'alan'), maxAvatars: 1}}
export const UnknownUser: Story = {args: {presence: at('u-unknown'), users: {}}}
