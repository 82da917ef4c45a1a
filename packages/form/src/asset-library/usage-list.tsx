import {DocumentIcon} from '@sanity/icons/Document'
import {Card} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import type {AssetUsage} from '@tessera/store'
import {useAssetServices} from '../inputs/assets/asset-services.js'
import {useFormText, type FormText} from '../i18n/form-strings.js'

/** The documents using an asset, each a link that opens it. */
export function UsageList({usage}: {usage: AssetUsage[]}) {
  const {documentHref} = useAssetServices()
  const t = useFormText()
  return (
    <Stack gap={1} data-testid="usage-list">
      {usage.map((entry) => (
        <Card
          key={entry.id}
          as="a"
          href={documentHref(entry.id, entry.type)}
          data-usage-id={entry.id}
          padding={2}
          radius={2}
        >
          <Flex gap={2} align="center">
            <Text size={1}>
              <DocumentIcon />
            </Text>
            <Text size={1}>{entry.id}</Text>
            <Text size={1} muted>
              {entry.hasDraft && !entry.hasPublished
                ? `${entry.type} ${t('asset-library.draft')}`
                : entry.type}
            </Text>
          </Flex>
        </Card>
      ))}
    </Stack>
  )
}

/** spec/002 §2 usage sentence: zero, one or several documents (i18next plurals), named or unnamed asset. */
export function usageSentence(t: FormText, kind: 'image' | 'file', count: number, filename?: string): string {
  if (filename) {
    return t(kind === 'image' ? 'asset-library.usage.image-named' : 'asset-library.usage.file-named', {
      count,
      filename,
    })
  }
  return t(kind === 'image' ? 'asset-library.usage.image' : 'asset-library.usage.file', {count})
}
