import {Stack} from '@tessera/kit/primitives'
import {AssetLibraryDialog} from '../../asset-library/asset-library-dialog.js'
import {AssetObjectMembers} from '../assets/asset-members.js'
import {AssetMenu} from '../assets/asset-menu.js'
import {AssetServicesBoundary} from '../assets/asset-services.js'
import {downloadUrl} from '../assets/image-urls.js'
import {useAssetDocument} from '../assets/use-asset-document.js'
import {useAssetField} from '../assets/use-asset-field.js'
import {UploadPlaceholder} from '../assets/upload-placeholder.js'
import {InvalidAssetValueCard, StaleUploadCard, UploadProgressCard} from '../assets/upload-status-cards.js'
import {UploadTarget} from '../assets/upload-target.js'
import type {ObjectInputProps} from '../input-props.js'
import {FileCard} from './file-card.js'

/**
 * spec/001 §2 File input: the drop area with upload and browse, the upload's progress with cancel,
 * the file's card (name, size) with its menu (replace, download, copy URL, clear), the file object's
 * other fields below.
 */
export function FileInput(props: ObjectInputProps) {
  return (
    <AssetServicesBoundary>
      <FileInputBody {...props} />
    </AssetServicesBoundary>
  )
}

function FileInputBody({node, onChange, renderInput}: ObjectInputProps) {
  const field = useAssetField('file', {node, onChange})
  const asset = useAssetDocument(field.assetId)
  const loaded = asset.status === 'loaded' ? asset.asset : undefined

  let body
  if (field.state === 'invalid') {
    body = <InvalidAssetValueCard kind="file" onReset={field.reset} readOnly={field.readOnly} />
  } else if (field.state === 'stale') {
    body = <StaleUploadCard onClear={field.clearUpload} readOnly={field.readOnly} />
  } else if (field.state === 'uploading' && field.uploadState) {
    body = <UploadProgressCard upload={field.uploadState} onCancel={field.cancel} readOnly={field.readOnly} />
  } else if (field.state === 'value') {
    body = (
      <FileCard
        name={loaded?.originalFilename ?? (loaded ? `${loaded._id}` : undefined)}
        size={loaded?.size}
        loading={asset.status === 'loading'}
        menu={
          <AssetMenu
            kind="file"
            accept={field.accept}
            readOnly={field.readOnly}
            url={loaded?.url}
            downloadUrl={loaded ? downloadUrl(loaded.url, loaded.originalFilename) : undefined}
            onReplace={field.upload}
            onBrowse={field.openLibrary}
            onRemove={field.remove}
          />
        }
      />
    )
  } else {
    body = (
      <UploadPlaceholder
        kind="file"
        accept={field.accept}
        readOnly={field.readOnly}
        onFile={field.upload}
        onBrowse={field.openLibrary}
      />
    )
  }

  return (
    <Stack gap={4} data-file-input={node.id}>
      <UploadTarget
        kind="file"
        accept={field.options.accept}
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
          kind="file"
          accept={field.options.accept}
          selectedAssetId={field.assetId}
          onSelect={field.select}
          onClose={field.closeLibrary}
        />
      )}
    </Stack>
  )
}
