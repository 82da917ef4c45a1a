import {DragHandleIcon} from '@sanity/icons/DragHandle'
import {Button} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {memo} from 'react'
import {LazyTooltip} from '@tessera/kit'
import type {SortableRow} from './sortable-list.js'
import {useFormText} from '../i18n/form-strings.js'

/** The drag tooltip waits before it opens (spec/001 §4 'Drag'). */
export const DRAG_TOOLTIP_DELAY_MS = 1000

export interface DragHandleProps extends Pick<SortableRow, 'handleProps' | 'isDragging'> {
  label?: string
}

/**
 * The grip a row is dragged by; focus it and press Space to move the row with the arrow keys.
 * Memoised: typing in the row's item leaves the handle (and its tooltip) alone.
 */
export const DragHandle = memo(function DragHandle({
  handleProps: {ref, ...handleProps},
  isDragging,
  label,
}: DragHandleProps) {
  const t = useFormText()
  return (
    <LazyTooltip
      content={
        <Text size={1} style={{padding: 4}}>
          {label ?? t('array.drag')}
        </Text>
      }
      delay={{open: DRAG_TOOLTIP_DELAY_MS}}
      placement="top"
      portal
    >
      <Button
        ref={ref}
        {...handleProps}
        mode="bleed"
        padding={2}
        icon={DragHandleIcon}
        aria-label={label ?? t('array.drag')}
        data-drag-handle=""
        style={{cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none'}}
      />
    </LazyTooltip>
  )
})
