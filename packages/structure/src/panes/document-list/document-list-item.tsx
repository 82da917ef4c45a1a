import {Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {Preview} from '@tessera/kit'
import {memo, type ReactNode} from 'react'
import {DocumentStatusDot} from '../../document-status/document-status-dot.js'
import type {DocumentListRow} from '../../document-list/rows.js'

/** Every row is this tall (spec/001 §9 'Virtual list estimated row 53 px'), so the list needs no measuring. */
export const DOCUMENT_LIST_ROW_HEIGHT = 53

// 2 + 8 + 33 (the preview) + 8 + 2: the card fills the row but for a gap between neighbours.
const ROW_STYLE = {height: DOCUMENT_LIST_ROW_HEIGHT, padding: '2px 8px', boxSizing: 'border-box'} as const

export interface DocumentListItemProps {
  index: number
  /** Undefined while the row's page loads: a placeholder of the same height. */
  row: DocumentListRow | undefined
  selected: boolean
  onOpen(id: string, type: string): void
  renderPreview(row: DocumentListRow): ReactNode
}

/** What a row shows without a schema (stories): its `title` field, else its id. */
export function plainRowPreview(row: DocumentListRow): ReactNode {
  const title = row.values.title
  return <Preview title={typeof title === 'string' ? title : row.id} subtitle={row.type} />
}

/**
 * One row of a document list: a button with the document's preview and its status dot, highlighted
 * when its document is open.
 */
export const DocumentListItem = memo(function DocumentListItem({
  index,
  row,
  selected,
  onOpen,
  renderPreview,
}: DocumentListItemProps) {
  if (!row) {
    return (
      <Box data-index={index} data-placeholder="" aria-hidden style={ROW_STYLE}>
        <Box padding={2}>
          <Preview isPlaceholder />
        </Box>
      </Box>
    )
  }
  return (
    <Box data-index={index} style={ROW_STYLE}>
      <Card
        as="button"
        type="button"
        data-document-row=""
        data-document-id={row.id}
        data-document-type={row.type}
        data-selected={selected || undefined}
        data-as="button"
        selected={selected}
        pressed={selected}
        aria-current={selected ? 'page' : undefined}
        padding={2}
        radius={2}
        onClick={() => onOpen(row.id, row.type)}
        style={{width: '100%', textAlign: 'left', height: '100%'}}
      >
        <Flex align="center" gap={3} style={{height: '100%'}}>
          <Box flex={1} style={{minWidth: 0}}>
            {renderPreview(row)}
          </Box>
          <Flex align="center" style={{flex: 'none', width: 9}}>
            <DocumentStatusDot draft={row.hasDraft} published={row.hasPublished} />
          </Flex>
        </Flex>
      </Card>
    </Box>
  )
})
