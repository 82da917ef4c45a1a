import {useEffect, useImperativeHandle, type ReactNode, type Ref, type RefObject} from 'react'
import type {DocumentListRow} from '../../document-list/rows.js'
import {DOCUMENT_LIST_ROW_HEIGHT, DocumentListItem} from './document-list-item.js'

/**
 * Lists up to this many documents render every row, without a virtualizer: the list's first screen
 * (and the JavaScript a document needs to become editable) does without @tanstack/react-virtual.
 */
export const SHORT_LIST_MAX = 50

/** Rows rendered beyond each edge of the view: enough for a page-down without placeholders. */
export const OVERSCAN = 10

/** What the list asks of its rows, whichever way they are rendered. */
export interface RowsControl {
  scrollToIndex(index: number, align: 'auto' | 'start'): void
  scrollToOffset(offset: number): void
}

/** One rendered row: its index, React key and top in px. */
export interface RowSlot {
  index: number
  key: number | string | bigint
  start: number
}

export interface RowsProps {
  count: number
  rowAt(index: number): DocumentListRow | undefined
  selectedId?: string
  onOpen(id: string, type: string): void
  renderPreview(row: DocumentListRow): ReactNode
  scrollRef: RefObject<HTMLDivElement | null>
  control: Ref<RowsControl>
  onVisibleRangeChange?(first: number, last: number): void
  /** A row to focus once it is rendered (keyboard moves); `onFocused` clears it. */
  focusIndex: number | undefined
  onFocused(): void
}

/** The rows' markup, the same for every way of choosing them: fixed-height rows at their offset. */
export function RowsMarkup({
  slots,
  totalSize,
  rowAt,
  selectedId,
  onOpen,
  renderPreview,
}: Pick<RowsProps, 'rowAt' | 'selectedId' | 'onOpen' | 'renderPreview'> & {
  slots: readonly RowSlot[]
  totalSize: number
}) {
  return (
    <div role="list" style={{height: totalSize, position: 'relative', width: '100%'}}>
      {slots.map((slot) => {
        const row = rowAt(slot.index)
        return (
          <div
            key={String(slot.key)}
            role="listitem"
            style={{
              // By `top`, not a transform: a transform per row is a compositor node and paint chunk per
              // row, sorted through on every frame (a keystroke's in the pane beside, too).
              position: 'absolute',
              top: slot.start,
              left: 0,
              width: '100%',
            }}
          >
            <DocumentListItem
              index={slot.index}
              row={row}
              selected={row !== undefined && row.id === selectedId}
              onOpen={onOpen}
              renderPreview={renderPreview}
            />
          </div>
        )
      })}
    </div>
  )
}

/** Reports the rendered range and focuses the row a keyboard move asked for once it exists. */
export function useRowsEffects(
  {scrollRef, onVisibleRangeChange, focusIndex, onFocused}: RowsProps,
  slots: readonly RowSlot[],
) {
  const first = slots[0]?.index ?? 0
  const last = slots.at(-1)?.index ?? -1
  useEffect(() => {
    if (last >= first) onVisibleRangeChange?.(first, last)
  }, [first, last, onVisibleRangeChange])
  useEffect(() => {
    if (focusIndex === undefined) return
    const row = scrollRef.current?.querySelector<HTMLElement>(
      `[data-index="${focusIndex}"] [data-document-row]`,
    )
    if (row) {
      row.focus()
      onFocused()
    }
  }, [focusIndex, slots, scrollRef, onFocused])
}

/**
 * Every row of a short list (or, for a long list whose virtualizer is still loading, the first
 * SHORT_LIST_MAX), placed as the virtualizer places them; scrolling is the scroller's own.
 */
export function PlainRows(props: RowsProps) {
  const {count, scrollRef, control} = props
  const shown = Math.min(count, SHORT_LIST_MAX)
  const slots = Array.from({length: shown}, (_, index) => ({
    index,
    key: index,
    start: index * DOCUMENT_LIST_ROW_HEIGHT,
  }))
  useImperativeHandle(
    control,
    () => ({
      scrollToOffset(offset) {
        if (scrollRef.current) scrollRef.current.scrollTop = offset
      },
      scrollToIndex(index, align) {
        const scroller = scrollRef.current
        if (!scroller) return
        const top = index * DOCUMENT_LIST_ROW_HEIGHT
        const bottom = top + DOCUMENT_LIST_ROW_HEIGHT
        if (align === 'start' || top < scroller.scrollTop) scroller.scrollTop = top
        else if (bottom > scroller.scrollTop + scroller.clientHeight) {
          scroller.scrollTop = bottom - scroller.clientHeight
        }
      },
    }),
    [scrollRef],
  )
  useRowsEffects(props, slots)
  return <RowsMarkup {...props} slots={slots} totalSize={count * DOCUMENT_LIST_ROW_HEIGHT} />
}
