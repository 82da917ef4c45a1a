import {DocumentIcon} from '@sanity/icons/Document'
import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'
import {formatFileSize} from '../assets/file-size.js'
import {useFormLocale, useFormText} from '../../i18n/form-strings.js'

/** spec/001 §2: the asset preview card of a file — name and size — with its menu beside it. */
export function FileCard({
  name,
  size,
  loading,
  menu,
}: {
  name?: string
  size?: number
  loading: boolean
  menu: ReactNode
}) {
  const t = useFormText()
  const locale = useFormLocale()
  return (
    <Card border radius={2} padding={2} data-file-card>
      <Flex align="center" gap={3}>
        <Card padding={3} radius={2} tone="transparent">
          <Text size={2}>
            <DocumentIcon />
          </Text>
        </Card>
        <Stack flex={1} gap={2}>
          <Text size={1} weight="medium" textOverflow="ellipsis" data-testid="file-name">
            {loading ? t('asset.file-loading') : (name ?? t('asset.untitled-file'))}
          </Text>
          <Text size={1} muted data-testid="file-size">
            {size === undefined ? '' : formatFileSize(size, 2, locale)}
          </Text>
        </Stack>
        <Box>{menu}</Box>
      </Flex>
    </Card>
  )
}
