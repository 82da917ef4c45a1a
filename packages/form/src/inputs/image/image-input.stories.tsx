import type {Meta, StoryObj} from '@storybook/react-vite'
import {STORY_IMAGE_DATA_URL, storyAssets, StoryAssetServices} from '../assets/story-asset-services.js'
import {StoryForm, storyDocType} from '../story-helpers.js'

const meta: Meta = {title: 'Form/Image and file inputs'}
export default meta

const type = storyDocType([
  {
    name: 'cover',
    title: 'Cover',
    type: 'image',
    options: {hotspot: true},
    fields: [{name: 'alt', title: 'Alt text', type: 'string'}],
  },
  {name: 'attachment', title: 'Attachment', type: 'file', options: {accept: '.pdf,text/*'}},
])

const [image] = storyAssets('image', 1)
const [file] = storyAssets('file', 1)
const now = new Date().toISOString()
const longAgo = new Date(Date.now() - 5 * 60_000).toISOString()
const upload = (updatedAt: string, name: string) => ({
  progress: 46,
  createdAt: updatedAt,
  updatedAt,
  file: {name, type: 'image/png'},
})

type Story = StoryObj<{initialValue?: Record<string, unknown>; readOnly?: boolean; failUploads?: boolean}>

const render: Story['render'] = ({initialValue, readOnly, failUploads}) => (
  <StoryAssetServices
    assets={[...storyAssets('image', 3), ...storyAssets('file', 3)]}
    failUploads={failUploads}
  >
    <StoryForm type={type} initialValue={initialValue} readOnly={readOnly} />
  </StoryAssetServices>
)

export const Empty: Story = {render}
export const Uploading: Story = {
  render,
  args: {
    initialValue: {
      // An image upload carries its thumbnail (spec/001 §3 `previewImage`), so everyone sees it.
      cover: {_type: 'image', _upload: {...upload(now, 'holiday.png'), previewImage: STORY_IMAGE_DATA_URL}},
      attachment: {_type: 'file', _upload: upload(now, 'report.pdf')},
    },
  },
}
/** Upload something: the fake store fails at the end, with the spec's toast. */
export const Failed: Story = {render, args: {failUploads: true}}
export const Stale: Story = {
  render,
  args: {
    initialValue: {
      cover: {_type: 'image', _upload: upload(longAgo, 'holiday.png')},
      attachment: {_type: 'file', _upload: upload(longAgo, 'report.pdf')},
    },
  },
}
const withValue = {
  cover: {_type: 'image', alt: 'A landscape', asset: {_type: 'reference', _ref: image?._id}},
  attachment: {_type: 'file', asset: {_type: 'reference', _ref: file?._id}},
}
export const WithValue: Story = {render, args: {initialValue: withValue}}
export const ReadOnly: Story = {render, args: {initialValue: withValue, readOnly: true}}
export const ReadOnlyEmpty: Story = {render, args: {readOnly: true}}
export const Invalid: Story = {
  render,
  args: {
    initialValue: {cover: {_type: 'image', asset: 'not a reference'}, attachment: {_type: 'file', asset: 3}},
  },
}
