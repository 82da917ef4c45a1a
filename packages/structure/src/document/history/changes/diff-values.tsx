import {ArrowRightIcon} from '@sanity/icons/ArrowRight'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import type {SchemaType} from '@tessera/types'
import type {ReactNode} from 'react'
import {formatAbsoluteTime} from '../../header/relative-time.js'
import {useHistoryServices} from '../history-services.js'
import type {ChangeKind} from './change-types.js'
import {ADDED_STYLE, REMOVED_STYLE} from './diff-text.js'
import {englishStructureText, useStructureText, type StructureText} from '../../../i18n/structure-strings.js'

/** The old value, an arrow, the new one; a missing side is left out. */
export function FromTo({from, to}: {from?: ReactNode; to?: ReactNode}) {
  return (
    <Flex align="center" gap={2} wrap="wrap" data-testid="from-to">
      {from !== undefined && (
        <Box
          data-diff="removed"
          style={{...REMOVED_STYLE, textDecoration: 'none', borderRadius: 3, padding: 2}}
        >
          {from}
        </Box>
      )}
      {from !== undefined && to !== undefined && (
        <Text size={1} muted>
          <ArrowRightIcon />
        </Text>
      )}
      {to !== undefined && (
        <Box data-diff="added" style={{...ADDED_STYLE, borderRadius: 3, padding: 2}}>
          {to}
        </Box>
      )}
    </Flex>
  )
}

const present = (value: unknown) => value !== undefined && value !== null

/** A primitive value as text: dates in the locale, booleans as words, anything else as JSON. */
export function valueText(
  kind: ChangeKind,
  value: unknown,
  locale: string,
  t: StructureText = englishStructureText,
): string {
  if (!present(value)) return t('history.changes.empty-value')
  if (kind === 'boolean') return value ? 'True' : 'False'
  if (kind === 'datetime' && typeof value === 'string') return formatAbsoluteTime(value, locale)
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** Numbers, booleans, dates and values the schema does not know: before → after. */
export function ValueDiff({
  kind,
  fromValue,
  toValue,
  locale,
}: {
  kind: ChangeKind
  fromValue: unknown
  toValue: unknown
  locale: string
}) {
  const t = useStructureText()
  const side = (value: unknown) =>
    present(value) ? (
      <Text size={1} style={{wordBreak: 'break-word'}}>
        {valueText(kind, value, locale, t)}
      </Text>
    ) : undefined
  return <FromTo from={side(fromValue)} to={side(toValue)} />
}

/** A reference change: the documents before and after, as previews. */
export function ReferenceDiff({
  schemaType,
  fromValue,
  toValue,
}: {
  schemaType?: SchemaType
  fromValue: unknown
  toValue: unknown
}) {
  // The preview needs the target's type; a reference to one type says it, else the first is a guess.
  const targetType = schemaType?.to?.[0]?.name ?? 'document'
  const {DocumentPreview} = useHistoryServices()
  const side = (value: unknown) => {
    const ref = (value as {_ref?: unknown} | null | undefined)?._ref
    if (typeof ref !== 'string') return undefined
    return (
      <Box style={{minWidth: 160}} data-ref={ref}>
        <DocumentPreview documentId={ref} schemaType={targetType} />
      </Box>
    )
  }
  return <FromTo from={side(fromValue)} to={side(toValue)} />
}

const assetIdOf = (value: unknown): string | undefined => {
  const ref = (value as {asset?: {_ref?: unknown}} | null | undefined)?.asset?._ref
  return typeof ref === 'string' ? ref : undefined
}

/** An image or file change: the asset before and after (its own fields are listed as nested changes). */
export function AssetDiff({
  kind,
  fromValue,
  toValue,
}: {
  kind: 'image' | 'file'
  fromValue: unknown
  toValue: unknown
}) {
  const {DocumentPreview, Image} = useHistoryServices()
  const fromId = assetIdOf(fromValue)
  const toId = assetIdOf(toValue)
  if (fromId === toId) return null
  const side = (id: string | undefined) => {
    if (!id) return undefined
    if (kind === 'image') return <Image assetId={id} />
    return (
      <Box style={{minWidth: 160}} data-asset={id}>
        <DocumentPreview documentId={id} schemaType="sanity.fileAsset" />
      </Box>
    )
  }
  return <FromTo from={side(fromId)} to={side(toId)} />
}
