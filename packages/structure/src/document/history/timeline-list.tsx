import {AddCircleIcon} from '@sanity/icons/AddCircle'
import {CloseIcon} from '@sanity/icons/Close'
import {EditIcon} from '@sanity/icons/Edit'
import {PublishIcon} from '@sanity/icons/Publish'
import {TransferIcon} from '@sanity/icons/Transfer'
import {TrashIcon} from '@sanity/icons/Trash'
import {UnpublishIcon} from '@sanity/icons/Unpublish'
import {Button, Card, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {elementScroll, useVirtualizer, type Virtualizer} from '@tanstack/react-virtual'
import type {Chunk, ChunkType} from '@tessera/store'
import {memo, useEffect, useRef, type ComponentType} from 'react'
import {formatAbsoluteTime} from '../header/relative-time.js'
import {AuthorAvatars} from './history-services.js'
import {useStructureText} from '../../i18n/structure-strings.js'

/** Height of one timeline entry, for the virtual list. */
export const TIMELINE_ROW_HEIGHT = 56
/** Ask for older history when this few entries are left below the visible ones. */
const LOAD_MORE_MARGIN = 5
/** The list's size before it is measured: at most the window's height. */
const INITIAL_RECT = {width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight}
/**
 * The list's size from a ResizeObserver only, which reports after the browser's own layout: the
 * default also measures at once (getBoundingClientRect), forcing a layout of the whole pane while the
 * review panel mounts (25 ms at 4x throttle).
 */
function observeElementRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: {width: number; height: number}) => void,
): (() => void) | undefined {
  const element = instance.scrollElement
  if (!element || typeof ResizeObserver === 'undefined') return undefined
  const observer = new ResizeObserver(([entry]) => {
    if (entry)
      report({width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height)})
  })
  observer.observe(element)
  return () => observer.disconnect()
}
/**
 * Scrolls the list, except for the virtualizer's first call, which puts the new list at the top where
 * it already is: scrolling there would force a layout of the pane while the panel mounts.
 */
function scrollUnlessAtStart(
  offset: number,
  options: {adjustments?: number; behavior?: ScrollBehavior},
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  if (offset === 0 && !options.adjustments && !scrolled.has(instance)) {
    scrolled.add(instance)
    return
  }
  scrolled.add(instance)
  elementScroll(offset, options, instance)
}
const scrolled = new WeakSet<object>()
/** Authors' avatars shown per entry. */
const MAX_AVATARS = 3

const CHUNK_ICONS: Record<ChunkType, ComponentType> = {
  initial: AddCircleIcon,
  create: AddCircleIcon,
  editDraft: EditIcon,
  editLive: EditIcon,
  publish: PublishIcon,
  unpublish: UnpublishIcon,
  discardDraft: CloseIcon,
  delete: TrashIcon,
}

export interface TimelineListProps {
  /** Newest first; the initial chunk is not listed. */
  chunks: readonly Chunk[]
  locale: string
  /** The revision shown (null: the current version). */
  revChunk: Chunk | null
  /** The start of the compared range, when comparing. */
  sinceChunk: Chunk | null
  hasMore: boolean
  isLoading: boolean
  onSelect(chunk: Chunk): void
  onCompareFrom(chunk: Chunk): void
  onLoadMore(): void
}

/**
 * The document's timeline (spec 002 §2): one entry per history chunk, newest first, with its kind, time
 * and authors, in a virtual list that asks for older history as it nears the end. Selecting an entry
 * shows that revision; 'Compare from here' starts a range there. Memoised: the review panel renders
 * again for what does not concern the timeline (the permission and operations arriving after it).
 */
export const TimelineList = memo(function TimelineList({
  chunks,
  locale,
  revChunk,
  sinceChunk,
  hasMore,
  isLoading,
  onSelect,
  onCompareFrom,
  onLoadMore,
}: TimelineListProps) {
  const t = useStructureText()
  const scrollRef = useRef<HTMLDivElement>(null)
  const count = chunks.length + (hasMore ? 1 : 0)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TIMELINE_ROW_HEIGHT,
    overscan: 8,
    // Entries in the first render (the list is measured after): without it the list mounts empty,
    // measures (a forced layout of the whole pane) and renders again.
    initialRect: INITIAL_RECT,
    observeElementRect,
    scrollToFn: scrollUnlessAtStart,
  })
  const items = virtualizer.getVirtualItems()
  const last = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasMore && !isLoading && last >= chunks.length - LOAD_MORE_MARGIN) onLoadMore()
  }, [hasMore, isLoading, last, chunks.length, onLoadMore])

  const latest = chunks[0]
  const shown = revChunk ?? latest
  return (
    <Box
      ref={scrollRef}
      data-testid="timeline"
      role="listbox"
      aria-label={t('history.timeline.title')}
      style={{height: '100%', overflowY: 'auto'}}
    >
      <div style={{height: virtualizer.getTotalSize(), position: 'relative'}}>
        {items.map((item) => {
          const chunk = chunks[item.index]
          return (
            <div
              key={chunk?.id ?? 'more'}
              data-index={item.index}
              style={{position: 'absolute', top: item.start, left: 0, right: 0, height: item.size}}
            >
              {chunk ? (
                <TimelineEntry
                  chunk={chunk}
                  locale={locale}
                  selected={shown?.id === chunk.id}
                  inRange={
                    sinceChunk !== null &&
                    chunk.index > sinceChunk.index &&
                    chunk.index <= (shown?.index ?? Number.POSITIVE_INFINITY)
                  }
                  isSince={sinceChunk?.id === chunk.id}
                  isLatest={chunk === latest}
                  onSelect={onSelect}
                  onCompareFrom={onCompareFrom}
                />
              ) : (
                <Flex align="center" justify="center" gap={2} padding={3} data-testid="timeline-loading-more">
                  <Spinner muted />
                  <Text size={1} muted>
                    {t('history.timeline.load-more')}
                  </Text>
                </Flex>
              )}
            </div>
          )
        })}
      </div>
    </Box>
  )
})

/**
 * The entry's background from the page's own colours (badge tones of the default card): a `tone` on
 * the Card would make @sanity/ui build that tone's whole theme on first use, which at 4× CPU throttle
 * cost the opening of the review panel over 200 ms.
 */
function entryBackground(selected: boolean, isSince: boolean, inRange: boolean): string | undefined {
  if (selected) return 'var(--card-badge-primary-bg-color)'
  if (isSince) return 'var(--card-badge-caution-bg-color)'
  if (inRange) return 'var(--card-muted-bg-color, #f2f3f5)'
  return undefined
}

interface TimelineEntryProps {
  chunk: Chunk
  locale: string
  selected: boolean
  inRange: boolean
  isSince: boolean
  isLatest: boolean
  onSelect(chunk: Chunk): void
  onCompareFrom(chunk: Chunk): void
}

/** One entry: icon, kind, time and authors; the whole row selects, a button starts a comparison. */
export function TimelineEntry({
  chunk,
  locale,
  selected,
  inRange,
  isSince,
  isLatest,
  onSelect,
  onCompareFrom,
}: TimelineEntryProps) {
  const t = useStructureText()
  const Icon = CHUNK_ICONS[chunk.type]
  const authors = [...chunk.authors]
  const time = formatAbsoluteTime(chunk.endTimestamp, locale)
  return (
    <Card
      data-chunk-type={chunk.type}
      data-chunk-id={chunk.id}
      data-selected={selected || undefined}
      data-in-range={inRange || undefined}
      role="option"
      aria-selected={selected}
      padding={2}
      radius={2}
      margin={1}
      style={{cursor: 'pointer', background: entryBackground(selected, isSince, inRange)}}
      onClick={() => onSelect(chunk)}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          onSelect(chunk)
        }
      }}
    >
      <Flex align="center" gap={3}>
        <Text size={1}>
          <Icon />
        </Text>
        <Stack gap={2} flex={1} style={{minWidth: 0}}>
          <Text size={1} weight="medium" textOverflow="ellipsis" data-testid="chunk-title">
            {t(`history.chunk.${chunk.type}`)}
            {isLatest ? ` · ${t('history.timeline.latest')}` : ''}
          </Text>
          <Text size={0} muted textOverflow="ellipsis">
            <time dateTime={chunk.endTimestamp}>{time}</time>
          </Text>
        </Stack>
        <Flex gap={1} data-testid="chunk-authors" data-authors={authors.join(' ')} style={{flex: 'none'}}>
          <AuthorAvatars userIds={authors} max={MAX_AVATARS} />
        </Flex>
        {!isLatest && (
          <Button
            mode="bleed"
            fontSize={0}
            padding={2}
            icon={TransferIcon}
            aria-label={t('history.timeline.compare-from')}
            title={t('history.timeline.compare-from')}
            onClick={(event) => {
              event.stopPropagation()
              onCompareFrom(chunk)
            }}
          />
        )}
      </Flex>
    </Card>
  )
}
