import {useMemo} from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {restrictToVerticalAxis} from '@dnd-kit/modifiers'
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import {CSS} from '@dnd-kit/utilities'
import type {CSSProperties, HTMLAttributes, ReactNode} from 'react'

/** How long a dragged item takes to settle (spec/001 §4 'Drag'). */
export const DRAG_TRANSITION_MS = 200

// The same objects for every render. dnd-kit memoises on them: new sensor options make new sensors,
// a new DndContext value, and every sortable row re-renders (all rows in view on each keystroke).
const LIST_MODIFIERS = [restrictToVerticalAxis]
const POINTER_OPTIONS = {activationConstraint: {distance: 4}}
const KEYBOARD_OPTIONS = {coordinateGetter: sortableKeyboardCoordinates}

export interface SortableListProps {
  /** The ids of the sortable rows, in order. */
  ids: string[]
  /** A row was dropped on another one's place. */
  onMove: (fromId: string, toId: string) => void
  /** 'grid' moves in two dimensions; lists only vertically. */
  layout?: 'list' | 'grid'
  children: ReactNode
}

/**
 * Drag-to-reorder around a list or grid of rows, by pointer and by keyboard (Space on a handle picks
 * the row up, the arrow keys move it, Space drops it, Escape cancels).
 */
export function SortableList({ids, onMove, layout = 'list', children}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  )
  // The same ids make the same array: a new one would re-render every sortable row through the
  // context, however memoised the rows are (typing in one item of a long array).
  const idsKey = ids.join('\u0000')
  const stableIds = useMemo(() => ids, [idsKey])
  const handleDragEnd = ({active, over}: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={layout === 'list' ? LIST_MODIFIERS : undefined}
      onDragEnd={handleDragEnd}
    >
      <SortableContext
        items={stableIds}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  )
}

export interface SortableRow {
  /** Goes on the row's outer element. */
  setNodeRef: (element: HTMLElement | null) => void
  style: CSSProperties
  /** Spread on the drag handle (a button). */
  handleProps: HTMLAttributes<HTMLElement> & {ref: (element: HTMLElement | null) => void}
  isDragging: boolean
}

/** A row of a `SortableList`; `disabled` rows stay in place (read-only, or sorting turned off). */
export function useSortableRow(id: string, disabled: boolean): SortableRow {
  const {attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging} =
    useSortable({id, disabled, transition: {duration: DRAG_TRANSITION_MS, easing: 'ease'}})
  // The same object while dnd-kit's parts stay the same, so a memoised handle skips re-rendering
  // when only the row's value changes (typing in the item).
  const handleProps = useMemo(
    () => ({...attributes, ...listeners, ref: setActivatorNodeRef}),
    [attributes, listeners, setActivatorNodeRef],
  )
  return {
    setNodeRef,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
    },
    handleProps,
    isDragging,
  }
}
