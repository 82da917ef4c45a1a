import {DocumentIcon} from '@sanity/icons/Document'
import {ImageIcon} from '@sanity/icons/Image'
import {ReadOnlyIcon} from '@sanity/icons/ReadOnly'
import {SearchIcon} from '@sanity/icons/Search'
import {UploadIcon} from '@sanity/icons/Upload'
import {Button, Card} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import type {AssetKind} from '@tessera/store'
import {useFormContext} from '../../builder/form-context.js'
import {FilePickerButton} from './file-picker-button.js'
import {useFormText} from '../../i18n/form-strings.js'

/** spec/001 §2: the dashed drop area with upload and browse buttons. */
export function UploadPlaceholder({
  kind,
  accept,
  readOnly,
  onFile,
  onBrowse,
}: {
  kind: AssetKind
  accept: string
  readOnly: boolean
  onFile(file: File): void
  onBrowse(): void
}) {
  const t = useFormText()
  // While the document loads the form is read-only for now, not read-only as such: the area keeps its
  // look (and the transparent tone's colours, ~40 ms to compute, stay unasked for), its buttons wait.
  const {loading} = useFormContext()
  const showsReadOnly = readOnly && !loading
  return (
    <Card
      data-upload-placeholder
      padding={3}
      radius={2}
      border
      tone={showsReadOnly ? 'transparent' : 'default'}
      style={{borderStyle: 'dashed'}}
    >
      <Flex align="center" justify="space-between" gap={3} wrap="wrap">
        <Flex align="center" gap={2}>
          <Text muted size={1}>
            {showsReadOnly ? <ReadOnlyIcon /> : kind === 'image' ? <ImageIcon /> : <DocumentIcon />}
          </Text>
          <Text muted size={1}>
            {showsReadOnly
              ? t('asset.read-only')
              : kind === 'image'
                ? t('asset.drop-image')
                : t('asset.drop-file')}
          </Text>
        </Flex>
        <Flex gap={2}>
          <FilePickerButton
            accept={accept}
            disabled={readOnly}
            icon={UploadIcon}
            text={t('asset.upload')}
            onFile={onFile}
          />
          <Button
            data-testid="browse-assets"
            disabled={readOnly}
            fontSize={1}
            icon={SearchIcon}
            mode="ghost"
            onClick={onBrowse}
            text={t('asset.select')}
          />
        </Flex>
      </Flex>
    </Card>
  )
}
