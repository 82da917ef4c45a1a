import {Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useEffect, useRef, type ReactNode, type RefObject} from 'react'
import {ESTIMATED_ROW_PX, virtualRowStyle} from '../../arrays/virtual-rows.js'
import type {ReferenceHit} from './reference-services.js'
import {useReferenceMessages} from './use-reference-messages.js'

/** The list's height; about six hits show at once. */
const LIST_MAX_HEIGHT = 320
/** Longer lists render only the hits in view. */
const VIRTUALIZE_AFTER = 20

export interface HitListProps {
  listId: string
  hits: readonly ReferenceHit[]
  active: number
  onActivate(index: number): void
  onPick(hit: ReferenceHit): void
  disabledIds?: ReadonlySet<string>
  renderHit(hit: ReferenceHit): ReactNode
  /** Below the hits (the 'more results' note). */
  footer?: ReactNode
}

/**
 * The hits as a listbox. Up to 20 render whole; longer lists (up to 100 hits) render only the rows
 * in view: issue 15's budget is for the painted list, and a row of previews and badges is the
 * costly part.
 */
export function HitList(props: HitListProps) {
  const M = useReferenceMessages()
  const {listId, hits, footer} = props
  const box = (children: ReactNode, ref?: RefObject<HTMLDivElement | null>) => (
    <Box
      ref={ref}
      id={listId}
      role="listbox"
      aria-label={M.searchLabel}
      style={{maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain'}}
    >
      {children}
      {footer}
    </Box>
  )
  if (hits.length <= VIRTUALIZE_AFTER) return <WholeList {...props} box={box} />
  return <VirtualList {...props} box={box} />
}

type ListBox = (children: ReactNode, ref?: RefObject<HTMLDivElement | null>) => ReactNode

function WholeList({box, hits, active, ...rest}: HitListProps & {box: ListBox}) {
  const ref = useRef<HTMLDivElement>(null)
  // Keyboard navigation keeps the active hit in view.
  useEffect(() => {
    ref.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({block: 'nearest'})
  }, [active])
  return box(
    <div style={{padding: '2px 0'}}>
      {hits.map((hit, index) => (
        <div key={hit.id} data-index={index} style={{padding: '2px 4px'}}>
          <HitRow hit={hit} index={index} count={hits.length} active={active} {...rest} />
        </div>
      ))}
    </div>,
    ref,
  )
}

function VirtualList({box, hits, active, ...rest}: HitListProps & {box: ListBox}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => hits[index]?.id ?? index,
    overscan: 4,
    paddingStart: 2,
    paddingEnd: 2,
  })
  useEffect(() => {
    virtualizer.scrollToIndex(active, {align: 'auto'})
  }, [active, virtualizer])
  return box(
    <div style={{height: virtualizer.getTotalSize(), position: 'relative', width: '100%'}}>
      {virtualizer.getVirtualItems().map((row) => {
        const hit = hits[row.index]
        if (!hit) return null
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{...virtualRowStyle(row.start), padding: '2px 4px'}}
          >
            <HitRow hit={hit} index={row.index} count={hits.length} active={active} {...rest} />
          </div>
        )
      })}
    </div>,
    scrollRef,
  )
}

function HitRow({
  listId,
  hit,
  index,
  count,
  active,
  onActivate,
  onPick,
  disabledIds,
  renderHit,
}: Omit<HitListProps, 'hits' | 'footer'> & {hit: ReferenceHit; index: number; count: number}) {
  const M = useReferenceMessages()
  const disabled = disabledIds?.has(hit.id) ?? false
  return (
    <Card
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === active}
      aria-disabled={disabled}
      aria-setsize={count}
      aria-posinset={index + 1}
      data-hit-id={hit.id}
      padding={1}
      radius={2}
      selected={index === active}
      tone={disabled ? 'transparent' : 'default'}
      style={{cursor: disabled ? 'not-allowed' : 'pointer', opacity: disabled ? 0.6 : 1}}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onActivate(index)}
      onClick={() => !disabled && onPick(hit)}
    >
      <Flex align="center" gap={2}>
        <Box flex={1} style={{minWidth: 0}}>
          {renderHit(hit)}
        </Box>
        {disabled && (
          <Text size={0} muted>
            {M.alreadyInList}
          </Text>
        )}
      </Flex>
    </Card>
  )
}
