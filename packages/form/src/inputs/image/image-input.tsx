import {CropIcon} from '@sanity/icons/Crop'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useState} from 'react'
import {AssetLibraryDialog} from '../../asset-library/asset-library-dialog.js'
import {useFormContext} from '../../builder/form-context.js'
import {AssetObjectMembers} from '../assets/asset-members.js'
import {AssetMenu} from '../assets/asset-menu.js'
import {AssetServicesBoundary, useAssetServices} from '../assets/asset-services.js'
import {downloadUrl} from '../assets/image-urls.js'
import {useAssetDocument} from '../assets/use-asset-document.js'
import {useAssetField} from '../assets/use-asset-field.js'
import {UploadPlaceholder} from '../assets/upload-placeholder.js'
import {InvalidAssetValueCard, StaleUploadCard, UploadProgressCard} from '../assets/upload-status-cards.js'
import {UploadTarget} from '../assets/upload-target.js'
import type {ObjectInputProps} from '../input-props.js'
import {HotspotCropDialog} from './hotspot-crop/hotspot-crop-dialog.js'
import {ImagePreview} from './image-preview.js'
import {useFormText} from '../../i18n/form-strings.js'

/**
 * spec/001 §2 Image input: the upload area (picker, drop, paste), the upload's progress, the image
 * through the lake's transforms with its menu, the hotspot and crop dialog when `options.hotspot`,
 * the asset library, and the image object's other fields below.
 */
export function ImageInput(props: ObjectInputProps) {
  return (
    <AssetServicesBoundary>
      <ImageInputBody {...props} />
    </AssetServicesBoundary>
  )
}

function ImageInputBody({node, onChange, renderInput}: ObjectInputProps) {
  const field = useAssetField('image', {node, onChange})
  const {imageUrls} = useAssetServices()
  const t = useFormText()
  const asset = useAssetDocument(field.assetId)
  // spec/001 §4: the hotspot and crop dialog opens by focusing the hotspot path and closes by
  // clearing that focus, so presence shows where the editor is; without a form (stories) it is local.
  const {onFocusPath} = useFormContext()
  const [editingLocally, setEditingLocally] = useState(false)
  const hotspotFocused = node.members.some(
    (member) => member.kind === 'field' && member.name === 'hotspot' && member.field.focused,
  )
  const editing = onFocusPath ? hotspotFocused : editingLocally
  const setEditing = (open: boolean) => {
    if (onFocusPath) onFocusPath(open ? [...node.path, 'hotspot'] : node.path)
    else setEditingLocally(open)
  }
  const loaded = asset.status === 'loaded' ? asset.asset : undefined

  let body
  if (field.state === 'invalid') {
    body = <InvalidAssetValueCard kind="image" onReset={field.reset} readOnly={field.readOnly} />
  } else if (field.state === 'stale') {
    body = <StaleUploadCard onClear={field.clearUpload} readOnly={field.readOnly} />
  } else if (field.state === 'uploading' && field.uploadState) {
    body = <UploadProgressCard upload={field.uploadState} onCancel={field.cancel} readOnly={field.readOnly} />
  } else if (field.state === 'value' && field.assetId) {
    const originalUrl = loaded?.url ?? imageUrls.image(field.assetId).url()
    body = (
      <Card border radius={2} data-image-value={field.assetId}>
        <Stack>
          <ImagePreview
            assetId={field.assetId}
            dimensions={loaded?.metadata?.dimensions}
            alt={t('image.preview-alt')}
          />
          <Flex align="center" gap={2} padding={2} justify="space-between">
            <Box flex={1}>
              <Text size={1} muted textOverflow="ellipsis">
                {loaded?.originalFilename ?? ''}
              </Text>
            </Box>
            {field.options.hotspot && (
              <Button
                data-testid="edit-hotspot"
                icon={CropIcon}
                mode="ghost"
                aria-label={t('image.edit-dialog')}
                title={t('image.crop')}
                onClick={() => setEditing(true)}
              />
            )}
            <AssetMenu
              kind="image"
              accept={field.accept}
              readOnly={field.readOnly}
              url={originalUrl}
              downloadUrl={downloadUrl(originalUrl, loaded?.originalFilename)}
              onReplace={field.upload}
              onBrowse={field.openLibrary}
              onRemove={field.remove}
            />
          </Flex>
        </Stack>
      </Card>
    )
  } else {
    body = (
      <UploadPlaceholder
        kind="image"
        accept={field.accept}
        readOnly={field.readOnly}
        onFile={field.upload}
        onBrowse={field.openLibrary}
      />
    )
  }

  return (
    <Stack gap={4} data-image-input={node.id}>
      <UploadTarget
        kind="image"
        accept={field.accept}
        readOnly={field.readOnly}
        uploadsDisabled={field.uploadsDisabled}
        onFile={field.upload}
      >
        {body}
      </UploadTarget>
      <AssetObjectMembers
        members={node.members}
        onChange={onChange}
        renderInput={renderInput}
        objectId={node.id}
        readOnly={node.readOnly}
      />
      {field.libraryOpen && (
        <AssetLibraryDialog
          kind="image"
          accept={field.options.accept}
          selectedAssetId={field.assetId}
          onSelect={field.select}
          onClose={field.closeLibrary}
        />
      )}
      {editing && field.options.hotspot && field.assetId && field.value && (
        <HotspotCropDialog
          assetId={field.assetId}
          dimensions={loaded?.metadata?.dimensions}
          value={field.value}
          readOnly={field.readOnly}
          onChange={onChange}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  )
}
