import {Stack} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {DocumentStatusLineView} from './document-status-line.js'

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const meta = {
  title: 'Structure/Document header/Status line',
  component: DocumentStatusLineView,
  args: {status: 'edited', editedAt: ago(5), publishedAt: ago(2 * 24 * 60), locale: 'en-US'},
  decorators: [
    (Story) => (
      <div style={{padding: 16}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentStatusLineView>

export default meta
type Story = StoryObj<typeof meta>

/** A draft over a published version: 'Edited 5 minutes ago' and 'Published 2 days ago'. */
export const Edited: Story = {}
export const Unpublished: Story = {args: {status: 'unpublished', editedAt: ago(0), publishedAt: undefined}}
export const Published: Story = {args: {status: 'published', editedAt: undefined, publishedAt: ago(90)}}
/** Before the document exists. */
export const New: Story = {args: {status: 'none', editedAt: undefined, publishedAt: undefined}}
/** The absolute option: times as dates (the tooltip gives them relative). */
export const Absolute: Story = {args: {timeFormat: 'absolute'}}

export const AllStates: Story = {
  render: (args) => (
    <Stack gap={4}>
      <DocumentStatusLineView {...args} status="none" editedAt={undefined} publishedAt={undefined} />
      <DocumentStatusLineView {...args} status="unpublished" editedAt={ago(0)} publishedAt={undefined} />
      <DocumentStatusLineView {...args} status="edited" editedAt={ago(5)} publishedAt={ago(3 * 24 * 60)} />
      <DocumentStatusLineView
        {...args}
        status="published"
        editedAt={undefined}
        publishedAt={ago(60 * 24 * 40)}
      />
    </Stack>
  ),
}
