import {useVirtualizer} from '@tanstack/react-virtual'
import {useImperativeHandle} from 'react'
import {DOCUMENT_LIST_ROW_HEIGHT} from './document-list-item.js'
import {OVERSCAN, RowsMarkup, useRowsEffects, type RowsProps} from './document-list-rows.js'

/**
 * The rows of a long list, virtualised: only the rows in view (and OVERSCAN either side) exist, so
 * 100,000 documents scroll like 100. Loaded on demand (with @tanstack/react-virtual) when a list is
 * longer than SHORT_LIST_MAX.
 */
export function VirtualRows(props: RowsProps) {
  const {count, scrollRef, control} = props
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DOCUMENT_LIST_ROW_HEIGHT,
    overscan: OVERSCAN,
  })
  useImperativeHandle(
    control,
    () => ({
      scrollToOffset: (offset) => virtualizer.scrollToOffset(offset),
      scrollToIndex: (index, align) => virtualizer.scrollToIndex(index, {align}),
    }),
    [virtualizer],
  )
  const slots = virtualizer.getVirtualItems()
  useRowsEffects(props, slots)
  return <RowsMarkup {...props} slots={slots} totalSize={virtualizer.getTotalSize()} />
}
