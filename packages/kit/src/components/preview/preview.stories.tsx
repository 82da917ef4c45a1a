import {DocumentIcon} from '@sanity/icons/Document'
import {Stack} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {Preview} from './preview.js'
import type {PreviewLayout} from './preview-sizes.js'

const meta: Meta<typeof Preview> = {
  title: 'Kit/Preview',
  component: Preview,
  args: {
    title: 'Welcome to Tessera',
    subtitle: 'Ada Lovelace',
    description: 'A first post.',
    media: DocumentIcon,
  },
  decorators: [
    (Story) => (
      <div style={{padding: 16, maxWidth: 640}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof Preview>

export const Default: Story = {}
export const Compact: Story = {args: {layout: 'compact'}}
export const Detail: Story = {args: {layout: 'detail'}}
export const Block: Story = {args: {layout: 'block'}}
export const Inline: Story = {args: {layout: 'inline'}}
export const Media: Story = {args: {layout: 'media'}}
export const BlockImage: Story = {args: {layout: 'blockImage'}}
export const Untitled: Story = {args: {title: undefined}}

/** Every layout while loading. */
export const Placeholders: Story = {
  render: () => (
    <Stack gap={3}>
      {(['default', 'compact', 'detail', 'block', 'inline'] as PreviewLayout[]).map((layout) => (
        <Preview key={layout} layout={layout} isPlaceholder />
      ))}
    </Stack>
  ),
}
