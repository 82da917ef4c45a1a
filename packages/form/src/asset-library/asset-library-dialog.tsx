import {SearchIcon} from '@sanity/icons/Search'
import {Button, Card, Dialog, Spinner, TextInput} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useStudioToast} from '@tessera/kit'
import {acceptsOnlyImages, parseAccept, type AssetDocument, type AssetKind} from '@tessera/store'
import {useDeferredValue, useState} from 'react'
import {AssetServicesBoundary, useAssetServices} from '../inputs/assets/asset-services.js'
import {AssetDeleteDialog} from './asset-delete-dialog.js'
import {AssetUsageDialog} from './asset-usage-dialog.js'
import {FileTable} from './file-table.js'
import {ImageGrid} from './image-grid.js'
import {useAssetPages} from './use-asset-pages.js'
import {useFormText, type FormTextKey} from '../i18n/form-strings.js'

/** The grid's height inside the dialog. */
const GRID_HEIGHT = 460

const DELETE_TOASTS = {
  image: {success: 'asset-library.image-deleted', failed: 'asset-library.image-delete-failed'},
  file: {success: 'asset-library.file-deleted', failed: 'asset-library.file-delete-failed'},
} as const satisfies Record<AssetKind, {success: FormTextKey; failed: FormTextKey}>

export interface AssetLibraryDialogProps {
  kind: AssetKind
  /** The field's `options.accept`. */
  accept?: string
  selectedAssetId?: string
  onSelect(asset: AssetDocument): void
  onClose(): void
}

/**
 * spec/002 §2 'Asset source dialog': uploaded images as a virtualised grid or files as a table, newest
 * first in pages of 200 with 'Load more', search by file name, the accepted-types box, and per asset
 * its usage and delete (refused while used; only for roles that may).
 */
export function AssetLibraryDialog(props: AssetLibraryDialogProps) {
  return (
    <AssetServicesBoundary>
      <AssetLibrary {...props} />
    </AssetServicesBoundary>
  )
}

function AssetLibrary({kind, accept, selectedAssetId, onSelect, onClose}: AssetLibraryDialogProps) {
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const pages = useAssetPages(kind, accept, deferredSearch)
  const {assets, canDeleteAssets} = useAssetServices()
  const toast = useStudioToast()
  const t = useFormText()
  const [usageOf, setUsageOf] = useState<AssetDocument | undefined>(undefined)
  const [deleteOf, setDeleteOf] = useState<AssetDocument | undefined>(undefined)
  const [deletingId, setDeletingId] = useState<string | undefined>(undefined)
  const list = parseAccept(accept)
  const showAccept = list.entries.length > 0 && !acceptsOnlyImages(list)

  function confirmDelete(asset: AssetDocument) {
    setDeleteOf(undefined)
    setDeletingId(asset._id)
    assets.delete(asset._id).then(
      () => {
        setDeletingId(undefined)
        pages.drop(asset._id)
        toast.push({status: 'success', title: t(DELETE_TOASTS[kind].success)})
      },
      (err: unknown) => {
        setDeletingId(undefined)
        toast.push({
          status: 'error',
          title: t(DELETE_TOASTS[kind].failed),
          description: err instanceof Error ? err.message : String(err),
        })
      },
    )
  }

  const itemProps = {
    assets: pages.assets,
    selectedId: selectedAssetId,
    deletingId,
    canDelete: canDeleteAssets,
    onSelect,
    onShowUsage: setUsageOf,
    onDelete: setDeleteOf,
  }

  return (
    <Dialog
      id="asset-library-dialog"
      header={t(kind === 'image' ? 'asset-library.select-image' : 'asset-library.select-file')}
      width={2}
      onClose={onClose}
    >
      <Box padding={4}>
        <Stack gap={3}>
          <TextInput
            data-testid="asset-search"
            icon={SearchIcon}
            placeholder={t('asset-library.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {showAccept && (
            <Card tone="primary" padding={3} radius={2} border data-testid="accept-info">
              <Text size={1}>
                {t('asset-library.accepted-types')} <strong>{list.entries.join(', ')}</strong>
              </Text>
            </Card>
          )}
          {pages.error && (
            <Card tone="critical" padding={3} radius={2}>
              <Text size={1}>{pages.error}</Text>
            </Card>
          )}
          {!pages.loading && pages.assets.length === 0 && !pages.error && (
            <Text size={1} muted>
              {t(kind === 'image' ? 'asset-library.no-images' : 'asset-library.no-files')}
            </Text>
          )}
          {kind === 'image' ? (
            <ImageGrid {...itemProps} height={GRID_HEIGHT} />
          ) : (
            <FileTable {...itemProps} />
          )}
          {pages.loading && (
            <Flex justify="center" padding={3}>
              <Spinner muted />
            </Flex>
          )}
          {pages.hasMore && !pages.loading && (
            <Button mode="ghost" text={t('asset-library.load-more')} onClick={pages.loadMore} />
          )}
        </Stack>
      </Box>
      {usageOf && <AssetUsageDialog kind={kind} asset={usageOf} onClose={() => setUsageOf(undefined)} />}
      {deleteOf && (
        <AssetDeleteDialog
          kind={kind}
          asset={deleteOf}
          onConfirm={() => confirmDelete(deleteOf)}
          onClose={() => setDeleteOf(undefined)}
        />
      )}
    </Dialog>
  )
}
