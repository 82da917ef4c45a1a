import type {SchemaType} from '@tessera/types'
import {memo, useCallback, useEffect, useRef} from 'react'
import {ObjectItemRow, type ObjectItemRowProps} from './object-item-row.js'

/** What rows ask of their array, by item key: one stable object for every row of the array. */
export interface RowHandlers {
  open(key: string): void
  remove(key: string): void
  duplicate(key: string, value: unknown): void
  insert(key: string, position: 'before' | 'after', type: SchemaType): void
}

export type KeyedItemRowProps = Omit<
  ObjectItemRowProps,
  'onOpen' | 'onRemove' | 'onDuplicate' | 'onInsert'
> & {
  handlers: RowHandlers
}

/**
 * A row that re-renders only when its own item changes: its callbacks are made from the array's
 * stable handlers and its key, so typing in one item of a long array leaves the other rows alone.
 */
export const KeyedItemRow = memo(function KeyedItemRow({handlers, ...props}: KeyedItemRowProps) {
  const {itemKey, value} = props
  const onOpen = useCallback(() => handlers.open(itemKey), [handlers, itemKey])
  const onRemove = useCallback(() => handlers.remove(itemKey), [handlers, itemKey])
  // Duplicate copies the value the row shows when it is chosen; reading it through a ref keeps the
  // callback (and so the memoised item menu) the same while the item is typed into.
  const latestValue = useRef(value)
  useEffect(() => {
    latestValue.current = value
  }, [value])
  const onDuplicate = useCallback(() => handlers.duplicate(itemKey, latestValue.current), [handlers, itemKey])
  const onInsert = useCallback(
    (position: 'before' | 'after', type: SchemaType) => handlers.insert(itemKey, position, type),
    [handlers, itemKey],
  )
  return (
    <ObjectItemRow
      {...props}
      onOpen={onOpen}
      onRemove={onRemove}
      onDuplicate={onDuplicate}
      onInsert={onInsert}
    />
  )
})
