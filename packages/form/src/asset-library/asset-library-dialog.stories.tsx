import type {Meta, StoryObj} from '@storybook/react-vite'
import {storyAssets, StoryAssetServices} from '../inputs/assets/story-asset-services.js'
import {HotspotCropDialog} from '../inputs/image/hotspot-crop/hotspot-crop-dialog.js'
import {AssetDeleteDialog} from './asset-delete-dialog.js'
import {AssetLibraryDialog} from './asset-library-dialog.js'
import {AssetUsageDialog} from './asset-usage-dialog.js'

const meta: Meta = {title: 'Form/Asset dialogs'}
export default meta

const images = storyAssets('image', 5000)
const files = storyAssets('file', 40)
const noop = () => undefined

export const ImageLibraryOf5000: StoryObj = {
  render: () => (
    <StoryAssetServices assets={images}>
      <AssetLibraryDialog kind="image" onSelect={noop} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const FileLibraryWithAcceptedTypes: StoryObj = {
  render: () => (
    <StoryAssetServices assets={files}>
      <AssetLibraryDialog kind="file" accept=".pdf,text/*" onSelect={noop} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const LibraryWithoutDeleteRight: StoryObj = {
  render: () => (
    <StoryAssetServices assets={files} canDelete={false}>
      <AssetLibraryDialog kind="file" onSelect={noop} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const UsageDialog: StoryObj = {
  render: () => (
    <StoryAssetServices assets={images.slice(0, 3)}>
      <AssetUsageDialog kind="image" asset={images[0]!} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const DeleteRefusedWhileUsed: StoryObj = {
  render: () => (
    <StoryAssetServices assets={files.slice(0, 3)}>
      <AssetDeleteDialog kind="file" asset={files[0]!} onConfirm={noop} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const DeleteConfirm: StoryObj = {
  render: () => (
    <StoryAssetServices assets={files.slice(0, 3)}>
      <AssetDeleteDialog kind="file" asset={files[1]!} onConfirm={noop} onClose={noop} />
    </StoryAssetServices>
  ),
}

export const HotspotAndCrop: StoryObj = {
  render: () => (
    <StoryAssetServices assets={images.slice(0, 1)}>
      <HotspotCropDialog
        assetId={images[0]!._id}
        dimensions={{width: 400, height: 300}}
        value={{
          _type: 'image',
          crop: {top: 0.1, bottom: 0, left: 0.2, right: 0},
          hotspot: {x: 0.6, y: 0.5, width: 0.4, height: 0.5},
        }}
        readOnly={false}
        onChange={noop}
        onClose={noop}
      />
    </StoryAssetServices>
  ),
}
