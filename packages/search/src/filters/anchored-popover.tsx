import {useClickOutsideEvent} from '@sanity/ui'
import {Popover} from '@sanity/ui/popover'
import {useRef, type ReactNode} from 'react'

/** A popover under its anchor that closes on a click outside both (menus and editors of the filter area). */
export function AnchoredPopover(props: {
  open: boolean
  onClose(): void
  content: ReactNode
  children: ReactNode
}) {
  const popoverRef = useRef<HTMLDivElement>(null)
  const anchorRef = useRef<HTMLDivElement>(null)
  useClickOutsideEvent(props.open ? props.onClose : undefined, () => [anchorRef.current, popoverRef.current])
  return (
    <Popover ref={popoverRef} content={props.content} open={props.open} portal placement="bottom-start">
      <div ref={anchorRef} style={{display: 'inline-flex'}}>
        {props.children}
      </div>
    </Popover>
  )
}
