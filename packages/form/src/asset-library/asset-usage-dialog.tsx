import {Dialog} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import type {AssetDocument, AssetKind} from '@tessera/store'
import {useAssetUsage} from './use-asset-usage.js'
import {useFormText} from '../i18n/form-strings.js'
import {UsageList, usageSentence} from './usage-list.js'

/** spec/002 §2 'Asset usage dialog': the documents that reference the asset. */
export function AssetUsageDialog({
  kind,
  asset,
  onClose,
}: {
  kind: AssetKind
  asset: AssetDocument
  onClose(): void
}) {
  const state = useAssetUsage(asset._id)
  const t = useFormText()
  return (
    <Dialog
      id="asset-usage-dialog"
      header={t(kind === 'image' ? 'asset-library.usage-image' : 'asset-library.usage-file')}
      width={1}
      onClose={onClose}
    >
      <Box padding={4}>
        {state.status === 'loading' && <Text size={1}>{t('asset-library.loading')}</Text>}
        {state.status === 'error' && <Text size={1}>{state.message}</Text>}
        {state.status === 'loaded' && (
          <Stack gap={3}>
            <Text size={1} data-testid="usage-sentence">
              {usageSentence(t, kind, state.usage.length, asset.originalFilename)}
            </Text>
            <UsageList usage={state.usage} />
          </Stack>
        )}
      </Box>
    </Dialog>
  )
}
