import {TrashIcon} from '@sanity/icons/Trash'
import {Button, Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'
import {DragHandle} from './drag-handle.js'
import {useSortableRow} from './sortable-list.js'
import {useFormText} from '../i18n/form-strings.js'

export interface PrimitiveItemRowProps {
  /** The row's drag id. */
  rowId: string
  index: number
  sortable: boolean
  readOnly: boolean
  /** The item's own input. */
  children: ReactNode
  onRemove: () => void
}

/** One value of an array of primitives: a drag handle, the value's input and a remove button. */
export function PrimitiveItemRow({
  rowId,
  index,
  sortable,
  readOnly,
  children,
  onRemove,
}: PrimitiveItemRowProps) {
  const t = useFormText()
  const canSort = sortable && !readOnly
  const row = useSortableRow(rowId, !canSort)
  return (
    <Card
      ref={row.setNodeRef}
      style={row.style}
      radius={2}
      padding={1}
      shadow={row.isDragging ? 2 : undefined}
      data-array-row={index}
    >
      <Flex align="center" gap={1}>
        {canSort && <DragHandle handleProps={row.handleProps} isDragging={row.isDragging} />}
        <Box flex={1}>{children}</Box>
        {!readOnly && (
          <Button
            mode="bleed"
            padding={2}
            icon={TrashIcon}
            aria-label={t('array.remove-item')}
            onClick={onRemove}
          />
        )}
      </Flex>
    </Card>
  )
}
