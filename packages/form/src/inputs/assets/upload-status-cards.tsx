import {ResetIcon} from '@sanity/icons/Reset'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {STALE_UPLOAD_MS} from '@tessera/store'
import type {UploadState} from './upload-state.js'
import {useFormText, type FormTextKey} from '../../i18n/form-strings.js'

/** spec/001 §2: the upload-progress card with cancel. */
export function UploadProgressCard({
  upload,
  onCancel,
  readOnly,
}: {
  upload: UploadState
  onCancel?: () => void
  readOnly: boolean
}) {
  const t = useFormText()
  const progress = Math.max(0, Math.min(100, upload.progress))
  return (
    <Card data-upload-progress={Math.round(progress)} padding={4} radius={2} border>
      <Stack gap={3}>
        <Flex align="center" justify="space-between" gap={3}>
          {upload.previewImage && (
            <img
              data-testid="upload-preview-image"
              src={upload.previewImage}
              alt=""
              style={{width: 60, maxHeight: 60, objectFit: 'contain', borderRadius: 3, flex: 'none'}}
            />
          )}
          <Box flex={1}>
            <Text size={1} textOverflow="ellipsis">
              {t('asset.uploading')} <code>{upload.file?.name ?? ''}</code>
            </Text>
          </Box>
          {onCancel && !readOnly && (
            <Button
              fontSize={1}
              mode="ghost"
              tone="critical"
              text={t('asset.cancel-upload')}
              onClick={onCancel}
            />
          )}
        </Flex>
        <Card radius={2} tone="transparent" style={{height: 6, overflow: 'hidden'}}>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            style={{
              height: '100%',
              width: `${progress}%`,
              background: 'var(--card-focus-ring-color)',
              transition: 'width 150ms',
            }}
          />
        </Card>
      </Stack>
    </Card>
  )
}

/** spec/001 §8: the stale-upload caution card (2-minute threshold) with clear. */
export function StaleUploadCard({onClear, readOnly}: {onClear: () => void; readOnly: boolean}) {
  const t = useFormText()
  const minutes = Math.ceil(STALE_UPLOAD_MS / 60_000)
  return (
    <Card data-stale-upload tone="caution" padding={4} radius={2} border>
      <Flex gap={3} marginBottom={4}>
        <Text size={1}>
          <WarningOutlineIcon />
        </Text>
        <Stack gap={3}>
          <Text size={1} weight="medium">
            {t('asset.stale-title')}
          </Text>
          <Text size={1}>{t('asset.stale-description', {minutes})}</Text>
        </Stack>
      </Flex>
      <Button
        disabled={readOnly}
        icon={ResetIcon}
        mode="ghost"
        onClick={onClear}
        text={t('asset.clear-upload')}
        width="fill"
      />
    </Card>
  )
}

const INVALID = {
  image: {title: 'asset.invalid-image-title', description: 'asset.invalid-image-description'},
  file: {title: 'asset.invalid-file-title', description: 'asset.invalid-file-description'},
} as const satisfies Record<'image' | 'file', {title: FormTextKey; description: FormTextKey}>

/** spec/001 §8: an invalid image or file value, with reset. */
export function InvalidAssetValueCard({
  kind,
  onReset,
  readOnly,
}: {
  kind: 'image' | 'file'
  onReset: () => void
  readOnly: boolean
}) {
  const t = useFormText()
  return (
    <Card data-invalid-asset-value tone="caution" padding={4} radius={2} border>
      <Stack gap={3}>
        <Text size={1} weight="medium">
          {t(INVALID[kind].title)}
        </Text>
        <Text size={1}>{t(INVALID[kind].description)}</Text>
        <Box>
          <Button
            disabled={readOnly}
            icon={ResetIcon}
            mode="ghost"
            text={t('asset.reset-value')}
            onClick={onReset}
          />
        </Box>
      </Stack>
    </Card>
  )
}
