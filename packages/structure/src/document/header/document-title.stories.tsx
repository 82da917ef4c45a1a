import {Text} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {DocumentTitleView} from './document-title.js'

const meta = {
  title: 'Structure/Document header/Title',
  component: DocumentTitleView,
  args: {title: 'Welcome to Tessera', kind: 'title'},
  // The pane header's `title` slot sets the type; the title is only the text.
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Text as="h2" weight="semibold" size={1}>
          <Story />
        </Text>
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentTitleView>

export default meta
type Story = StoryObj<typeof meta>

export const Title: Story = {}
export const Untitled: Story = {args: {title: 'Untitled', kind: 'untitled'}}
export const New: Story = {args: {title: 'New Post', kind: 'new'}}
