import {Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import type {AssetDocument} from '@tessera/store'
import {useMemo} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {formatFileSize} from '../inputs/assets/file-size.js'
import {AssetItemMenu} from './asset-item-menu.js'
import {useFormLocale, useFormText, type FormTextKey} from '../i18n/form-strings.js'

const HEADERS: FormTextKey[] = [
  'asset-library.filename',
  'asset-library.size',
  'asset-library.type',
  'asset-library.date-added',
]

/** spec/002 §9: file names longer than this get a tooltip. */
const NAME_TOOLTIP_LENGTH = 37

/** 'Date added' in the studio's locale ('Mar 5, 2026' in English, '5. mars 2026' in Norwegian). */
function dateAddedFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {dateStyle: 'medium'})
}

/** spec/002 §2: uploaded files as a table — file name, size, type, date added — with each row's menu. */
export function FileTable({
  assets,
  selectedId,
  deletingId,
  canDelete,
  onSelect,
  onShowUsage,
  onDelete,
}: {
  assets: AssetDocument[]
  selectedId?: string
  deletingId?: string
  canDelete: boolean
  onSelect(asset: AssetDocument): void
  onShowUsage(asset: AssetDocument): void
  onDelete(asset: AssetDocument): void
}) {
  const t = useFormText()
  const locale = useFormLocale()
  const dateAdded = useMemo(() => dateAddedFormat(locale), [locale])
  return (
    <Box data-testid="file-table">
      <Flex paddingX={3} paddingY={2} gap={3}>
        {HEADERS.map((header, index) => (
          <Box key={header} flex={index === 0 ? 3 : 1}>
            <Text size={1} weight="medium" muted>
              {t(header)}
            </Text>
          </Box>
        ))}
        <Box style={{width: 33}} />
      </Flex>
      {assets.map((asset) => {
        const name = asset.originalFilename ?? asset._id
        const nameText = (
          <Text size={1} textOverflow="ellipsis">
            {name}
          </Text>
        )
        return (
          <Card
            key={asset._id}
            role="button"
            tabIndex={0}
            data-asset-id={asset._id}
            radius={2}
            paddingX={3}
            paddingY={2}
            tone={asset._id === selectedId ? 'primary' : 'default'}
            title={t('asset-library.select-file-named', {name})}
            onClick={() => onSelect(asset)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSelect(asset)
            }}
            style={{cursor: 'pointer', opacity: asset._id === deletingId ? 0.3 : 1}}
          >
            <Flex gap={3} align="center">
              <Box flex={3}>
                {name.length > NAME_TOOLTIP_LENGTH ? (
                  <LazyTooltip content={<Box padding={2}>{name}</Box>} portal>
                    {nameText}
                  </LazyTooltip>
                ) : (
                  nameText
                )}
              </Box>
              <Box flex={1}>
                <Text size={1} muted>
                  {asset.size === undefined ? '' : formatFileSize(asset.size, 2, locale)}
                </Text>
              </Box>
              <Box flex={1}>
                <Text size={1} muted textOverflow="ellipsis">
                  {asset.mimeType ?? asset.extension ?? ''}
                </Text>
              </Box>
              <Box flex={1}>
                <Text size={1} muted>
                  {asset._createdAt ? dateAdded.format(new Date(asset._createdAt)) : ''}
                </Text>
              </Box>
              <AssetItemMenu
                canDelete={canDelete}
                onShowUsage={() => onShowUsage(asset)}
                onDelete={() => onDelete(asset)}
              />
            </Flex>
          </Card>
        )
      })}
    </Box>
  )
}
