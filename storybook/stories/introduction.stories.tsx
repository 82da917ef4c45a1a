import {Card, Heading, Stack, Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'

const meta: Meta = {title: 'Introduction'}
export default meta

/** What this Storybook holds. */
export const About: StoryObj = {
  render: () => (
    <Card padding={5}>
      <Stack gap={4}>
        <Heading as="h1">Tessera components</Heading>
        <Text>
          Every component of the studio, in each of its states, rendered without a lake. The stories live
          beside their components in packages/*/src; the story test opens each one in Chromium and fails on
          console errors.
        </Text>
      </Stack>
    </Card>
  ),
}
