import {Box, Dialog, Stack, Text} from '@sanity/ui'
import type {AssetDocument, AssetKind} from '@tessera/store'
import {useAssetUsage} from './use-asset-usage.js'
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
  return (
    <Dialog
      id="asset-usage-dialog"
      header={kind === 'image' ? 'Documents using image' : 'Documents using file'}
      width={1}
      onClose={onClose}
    >
      <Box padding={4}>
        {state.status === 'loading' && <Text size={1}>Loading…</Text>}
        {state.status === 'error' && <Text size={1}>{state.message}</Text>}
        {state.status === 'loaded' && (
          <Stack gap={3}>
            <Text size={1} data-testid="usage-sentence">
              {usageSentence(kind, state.usage.length, asset.originalFilename)}
            </Text>
            <UsageList usage={state.usage} />
          </Stack>
        )}
      </Box>
    </Dialog>
  )
}
