import {DocumentIcon} from '@sanity/icons/Document'
import {Stack} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {Preview} from './preview.js'
import {INVALID_PREVIEW, previewDisplay} from './preview-value.js'
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
/** The preview values `imageUrl` (the media when there is none) and `date`. */
export const ImageUrlAndDate: Story = {
  args: previewDisplay({
    title: 'Launch party',
    subtitle: 'Oslo',
    imageUrl:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="33" height="33"><rect width="33" height="33" fill="#e86"/></svg>',
      ),
    date: '2025-03-04T18:00:00',
  }),
}
/** A value `select` picked that cannot be shown (an object as the title): logged, and this placeholder. */
export const InvalidPreviewConfig: Story = {args: {...previewDisplay(INVALID_PREVIEW), media: undefined}}

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
