import {Button, Card, Dialog} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {AssetDocument, AssetKind} from '@tessera/store'
import {useAssetServices} from '../inputs/assets/asset-services.js'
import {useAssetUsage} from './use-asset-usage.js'
import {UsageList} from './usage-list.js'
import {useFormText, type FormText} from '../i18n/form-strings.js'

/** spec/002 §9: the image preview in the delete dialog is 200 px wide. */
const USAGE_PREVIEW_WIDTH = 200

function inUseWarning(t: FormText, kind: AssetKind, filename?: string): string {
  return filename
    ? t(kind === 'image' ? 'asset-library.in-use.image-named' : 'asset-library.in-use.file-named', {filename})
    : t(kind === 'image' ? 'asset-library.in-use.image' : 'asset-library.in-use.file')
}

function confirmText(t: FormText, kind: AssetKind, filename?: string): string {
  return filename
    ? t(
        kind === 'image'
          ? 'asset-library.confirm-delete.image-named'
          : 'asset-library.confirm-delete.file-named',
        {
          filename,
        },
      )
    : t(kind === 'image' ? 'asset-library.confirm-delete.image' : 'asset-library.confirm-delete.file')
}

/**
 * spec/002 §2 'Asset delete dialog': warns while the asset is used (the confirm button disabled while
 * referring documents exist), otherwise asks to confirm; images show a preview.
 */
export function AssetDeleteDialog({
  kind,
  asset,
  onConfirm,
  onClose,
}: {
  kind: AssetKind
  asset: AssetDocument
  onConfirm(): void
  onClose(): void
}) {
  const state = useAssetUsage(asset._id)
  const t = useFormText()
  const {imageUrls} = useAssetServices()
  const inUse = state.status === 'loaded' && state.usage.length > 0
  return (
    <Dialog
      id="asset-delete-dialog"
      header={t(kind === 'image' ? 'asset-library.delete-image' : 'asset-library.delete-file')}
      width={1}
      onClose={onClose}
      footer={
        <Flex padding={3} gap={2} justify="flex-end">
          <Button mode="ghost" text={t('asset-library.cancel')} onClick={onClose} />
          <Button
            data-testid="confirm-delete"
            tone="critical"
            text={t('asset-library.delete')}
            disabled={state.status !== 'loaded' || inUse}
            onClick={onConfirm}
          />
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={4}>
          {kind === 'image' && (
            <img
              alt={t('asset-library.image-preview')}
              src={imageUrls.image(asset._id).width(USAGE_PREVIEW_WIDTH).fit('max').url()}
              width={USAGE_PREVIEW_WIDTH}
              style={{display: 'block', maxWidth: '100%'}}
            />
          )}
          {state.status === 'loading' && <Text size={1}>{t('asset-library.loading')}</Text>}
          {state.status === 'error' && <Text size={1}>{state.message}</Text>}
          {state.status === 'loaded' &&
            (inUse ? (
              <Stack gap={3}>
                <Card tone="caution" padding={3} radius={2} border>
                  <Text size={1} data-testid="delete-in-use">
                    {inUseWarning(t, kind, asset.originalFilename)}
                  </Text>
                </Card>
                <UsageList usage={state.usage} />
              </Stack>
            ) : (
              <Text size={1} data-testid="delete-confirm-text">
                {confirmText(t, kind, asset.originalFilename)}
              </Text>
            ))}
        </Stack>
      </Box>
    </Dialog>
  )
}
