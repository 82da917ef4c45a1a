import {Card, Flex, Stack, Text, TextInput} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {FormPresence} from '../state/types.js'
import {FieldPresence, PresenceUsersProvider} from './field-presence.js'
import {PresenceDock, PresenceScrollArea} from './presence-dock.js'

const users = {
  ada: {id: 'ada', displayName: 'Ada Lovelace'},
  grace: {id: 'grace', displayName: 'Grace Hopper'},
  alan: {id: 'alan', displayName: 'Alan Turing'},
  barbara: {id: 'barbara', displayName: 'Barbara Liskov'},
}
const at = (...userIds: string[]): FormPresence[] => userIds.map((userId) => ({userId, path: []}))

/** Who is at which of the 30 fields. */
const present: Record<number, FormPresence[]> = {1: at('ada'), 14: at('grace', 'alan'), 28: at('barbara')}

const meta: Meta = {
  title: 'Form/Presence dock',
  decorators: [
    (Story) => (
      <PresenceUsersProvider value={{users}}>
        <Story />
      </PresenceUsersProvider>
    ),
  ],
}
export default meta

/** Scroll: avatars of fields above or below the visible part dock at the top or bottom. */
export const ScrollingForm: StoryObj = {
  render: () => (
    <Card border radius={2} margin={4} style={{maxWidth: 480}}>
      <PresenceScrollArea style={{height: 360}}>
        <Stack gap={4} padding={4}>
          {Array.from({length: 30}, (_, index) => (
            <Stack key={index} gap={2}>
              <Flex align="center" gap={2}>
                <Text size={1} weight="medium" style={{flex: 1}}>
                  Field {index + 1}
                </Text>
                <FieldPresence presence={present[index] ?? []} />
              </Flex>
              <TextInput aria-label={`Field ${index + 1}`} />
            </Stack>
          ))}
        </Stack>
      </PresenceScrollArea>
    </Card>
  ),
}

/** The docks alone, as a scrolling area shows them. */
export const Docks: StoryObj = {
  render: () => (
    <Card border radius={2} margin={4} style={{position: 'relative', height: 200, maxWidth: 480}}>
      <PresenceDock above={['ada']} below={['grace', 'alan']} closeBelow={['barbara']} />
    </Card>
  ),
}
