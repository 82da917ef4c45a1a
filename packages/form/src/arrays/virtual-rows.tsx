import {Stack} from '@tessera/kit/primitives'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useRef, type CSSProperties, type ReactNode} from 'react'

/** Arrays longer than this render only the rows in view. */
export const VIRTUALIZE_AFTER = 50
/** The estimated height of a row (spec/001 §9 'Virtual list estimated row'). */
export const ESTIMATED_ROW_PX = 53

/**
 * Where a measured row of a virtual list sits: absolutely, `start` px down its list. Placed by `top`,
 * not a transform: a transform per row gives the compositor a node and a paint chunk per row, which it
 * sorts through on every frame, a keystroke's included (issue 23: ~2 ms a frame at 4× throttle for
 * the rows behind an open item).
 */
export function virtualRowStyle(start: number): CSSProperties {
  return {position: 'absolute', top: start, left: 0, width: '100%'}
}

export interface VirtualRowsProps {
  count: number
  /** A stable key for row `index` (React keys and measuring). */
  keyOf: (index: number) => string
  renderRow: (index: number) => ReactNode
}

/**
 * The rows of an array, one under the other. Up to `VIRTUALIZE_AFTER` rows all render; longer arrays
 * scroll inside a box of their own and render the rows in view (plus a few either side).
 */
export function VirtualRows({count, keyOf, renderRow}: VirtualRowsProps) {
  if (count <= VIRTUALIZE_AFTER) {
    return (
      <Stack gap={1}>
        {Array.from({length: count}, (_, index) => (
          <div key={keyOf(index)}>{renderRow(index)}</div>
        ))}
      </Stack>
    )
  }
  return <Virtualized count={count} keyOf={keyOf} renderRow={renderRow} />
}

function Virtualized({count, keyOf, renderRow}: VirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: keyOf,
    overscan: 8,
  })
  return (
    <div
      ref={scrollRef}
      data-virtualized=""
      style={{maxHeight: 'min(70vh, 640px)', overflowY: 'auto', overscrollBehavior: 'contain'}}
    >
      <div style={{height: virtualizer.getTotalSize(), position: 'relative', width: '100%'}}>
        {virtualizer.getVirtualItems().map((virtualRow) => (
          <div
            key={virtualRow.key}
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            style={{...virtualRowStyle(virtualRow.start), paddingBottom: 4}}
          >
            {renderRow(virtualRow.index)}
          </div>
        ))}
      </div>
    </div>
  )
}
