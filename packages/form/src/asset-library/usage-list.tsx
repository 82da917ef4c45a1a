import {DocumentIcon} from '@sanity/icons/Document'
import {Card, Flex, Stack, Text} from '@sanity/ui'
import type {AssetUsage} from '@tessera/store'
import {useAssetServices} from '../inputs/assets/asset-services.js'

/** The documents using an asset, each a link that opens it. */
export function UsageList({usage}: {usage: AssetUsage[]}) {
  const {documentHref} = useAssetServices()
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
              {entry.type}
              {entry.hasDraft && !entry.hasPublished ? ' (draft)' : ''}
            </Text>
          </Flex>
        </Card>
      ))}
    </Stack>
  )
}

/** spec/002 §2 usage sentence: zero, one or several documents, named or unnamed asset. */
export function usageSentence(kind: 'image' | 'file', count: number, filename?: string): string {
  const what = filename ? `${kind} ${filename}` : `this ${kind}`
  if (count === 0) return `No documents are using ${what}`
  if (count === 1) return `One document is using ${what}`
  return `${count} documents are using ${what}`
}
