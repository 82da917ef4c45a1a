import {Button, Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import type {SearchHit} from '@tessera/store'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useEffect, useRef, type ReactNode} from 'react'
import {LOADING_OPACITY, RESULT_ITEM_HEIGHT, RESULT_OVERSCAN} from '../constants.js'
import {useSearchText} from '../messages.js'
import {OrderingMenu} from './ordering-menu.js'
import {ResultRow} from './result-row.js'

export interface SearchResultsProps {
  hits: readonly SearchHit[]
  loading: boolean
  hasMore: boolean | null
  ordering: string
  activeIndex: number
  debug: boolean
  listId: string
  /** The list's most height (the popover's; fullscreen fills the screen). */
  maxHeight?: number | string
  renderPreview(hit: SearchHit): ReactNode
  onOrderingChange(ordering: string): void
  onOpen(hit: SearchHit): void
  onActiveIndexChange(index: number): void
  onLoadMore(): void
}

/** Row ids for aria-activedescendant. */
export function resultRowId(listId: string, index: number): string {
  return `${listId}-item-${index}`
}

/**
 * The results (spec 000 §2.6): the ordering menu, a virtual list of hits (57 px rows, overscan 4),
 * faded while a new search loads, and 'Load more' when the last page was full.
 */
export function SearchResults(props: SearchResultsProps) {
  const t = useSearchText()
  const {hits, loading, activeIndex, debug, listId} = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RESULT_ITEM_HEIGHT,
    overscan: RESULT_OVERSCAN,
  })
  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < hits.length) virtualizer.scrollToIndex(activeIndex)
  }, [activeIndex, hits.length, virtualizer])
  const best = hits.reduce((max, hit) => Math.max(max, hit.score), 0)
  const items = virtualizer.getVirtualItems()

  return (
    <Flex direction="column" style={{minHeight: 0, flex: 1}}>
      <Card borderBottom paddingX={2} paddingY={1}>
        <Flex align="center" justify="space-between">
          <Box paddingLeft={2}>
            <Text size={1} muted data-testid="search-hit-count">
              {hits.length === 1 ? '1 result' : `${hits.length} results`}
            </Text>
          </Box>
          <OrderingMenu ordering={props.ordering} onChange={props.onOrderingChange} />
        </Flex>
      </Card>
      <div
        ref={scrollRef}
        style={{
          overflow: 'auto',
          maxHeight: props.maxHeight,
          flex: 1,
          opacity: loading ? LOADING_OPACITY : 1,
        }}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          aria-busy={loading}
          style={{height: virtualizer.getTotalSize(), position: 'relative'}}
        >
          {items.map((item) => {
            const hit = hits[item.index]
            return (
              <ResultRow
                key={hit.publishedId}
                hit={hit}
                index={item.index}
                id={resultRowId(listId, item.index)}
                active={item.index === activeIndex}
                start={item.start}
                size={item.size}
                debug={debug}
                best={best}
                renderPreview={props.renderPreview}
                onOpen={props.onOpen}
                onActiveIndexChange={props.onActiveIndexChange}
              />
            )
          })}
        </div>
        {props.hasMore && hits.length > 0 && hits.length % 1000 === 0 && (
          <Box padding={2}>
            <Button mode="ghost" width="fill" text={t('search.load-more')} onClick={props.onLoadMore} />
          </Box>
        )}
      </div>
    </Flex>
  )
}
