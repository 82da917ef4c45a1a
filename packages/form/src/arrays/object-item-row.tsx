import {Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import type {SchemaType} from '@tessera/types'
import {memo, type ReactNode} from 'react'
import {DragHandle} from './drag-handle.js'
import {ItemMenu} from './item-menu.js'
import {ItemPreview} from './item-preview.js'
import {showsSamePreview} from './item-preview-value.js'
import {useSortableRow} from './sortable-list.js'

export interface ObjectItemRowProps {
  /** The item's `_key` (the sortable id). */
  itemKey: string
  /** The item's id in the form (unique in the document). */
  id: string
  type: SchemaType
  value: unknown
  layout: 'list' | 'grid'
  /** Shows the drag handle. */
  sortable: boolean
  readOnly: boolean
  /** The object types new items may have (for 'Add item before/after'). */
  insertableTypes: SchemaType[]
  /** The item's editor is open. */
  selected: boolean
  onOpen: () => void
  onRemove: () => void
  onDuplicate: () => void
  onInsert: (position: 'before' | 'after', type: SchemaType) => void
}

/**
 * Props that render the same row: a new value counts only when its preview changes. An item's value
 * changes with every keystroke in its dialog; its row behind the dialog shows the preview alone.
 */
function sameRow(before: ObjectItemRowProps, after: ObjectItemRowProps): boolean {
  for (const key of Object.keys(after) as (keyof ObjectItemRowProps)[]) {
    if (key !== 'value' && before[key] !== after[key]) return false
  }
  return showsSamePreview(after.type, before.value, after.value)
}

/**
 * One object item: its preview (which opens the item's editor, 'view' when read-only), a drag handle
 * and the item's menu. Read-only rows have neither handle nor menu. Memoised by what it shows
 * (`sameRow`).
 */
export const ObjectItemRow = memo(function ObjectItemRow(props: ObjectItemRowProps) {
  const {itemKey, id, type, value, layout, readOnly, selected, onOpen} = props
  const sortable = props.sortable && !readOnly
  const row = useSortableRow(itemKey, !sortable)
  const preview = (
    <Card
      as="button"
      type="button"
      radius={2}
      padding={1}
      flex={1}
      selected={selected}
      onClick={onOpen}
      data-action={readOnly ? 'view' : 'edit'}
      style={{minWidth: 0, textAlign: 'left'}}
    >
      <ItemPreview type={type} value={value} />
    </Card>
  )
  const handle = sortable ? <DragHandle handleProps={row.handleProps} isDragging={row.isDragging} /> : null
  const menu = readOnly ? null : (
    <ItemMenu
      id={`${id}-menu`}
      types={props.insertableTypes}
      onRemove={props.onRemove}
      onDuplicate={props.onDuplicate}
      onInsert={props.onInsert}
    />
  )
  let content: ReactNode
  if (layout === 'grid') {
    content = (
      <Flex direction="column" gap={1}>
        {preview}
        {(handle || menu) && (
          <Flex justify="space-between">
            <Box>{handle}</Box>
            <Box>{menu}</Box>
          </Flex>
        )}
      </Flex>
    )
  } else {
    content = (
      <Flex align="center" gap={1}>
        {handle}
        {preview}
        {menu}
      </Flex>
    )
  }
  return (
    <Card
      ref={row.setNodeRef}
      style={row.style}
      radius={2}
      border
      padding={1}
      shadow={row.isDragging ? 2 : undefined}
      data-item-key={itemKey}
    >
      {content}
    </Card>
  )
}, sameRow)
