import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react'
import type {DocumentListRow} from '../../document-list/rows.js'
import {DocumentListItem, plainRowPreview} from './document-list-item.js'
import {PlainRows, SHORT_LIST_MAX, type RowsControl} from './document-list-rows.js'
import {DocumentListSearchField, type DocumentListSearchFieldProps} from './document-list-search-field.js'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface DocumentListViewProps {
  /** How many documents there are; undefined while the first count loads. */
  count: number | undefined
  /** Row `index`, or undefined while its page loads (a placeholder shows). */
  rowAt(index: number): DocumentListRow | undefined
  /** A failure to show, with a Retry button (above the rows when there are some). */
  error?: Error
  onRetry?(): void
  /** The published id of the open document. */
  selectedId?: string
  onOpen(id: string, type: string): void
  /** The rows rendered (in view plus a few either side), so their pages can be fetched. */
  onVisibleRangeChange?(first: number, last: number): void
  /** What an empty list says ('No documents of this type', 'No matching documents'). */
  emptyText: string
  /** How a row shows its document; by default its title field (or id) and type. */
  renderPreview?(row: DocumentListRow): ReactNode
  /** A new value scrolls back to the top (a new ordering, a new search). */
  scrollResetKey?: string
  /** The 'Search list' field above the rows; ArrowDown in it moves focus to the first row. */
  search?: Omit<DocumentListSearchFieldProps, 'onArrowDown'>
}

/** Long lists' rows: the virtualizer's code loads with the first list longer than SHORT_LIST_MAX. */
const virtualRowsCode = createCodeLoader(() =>
  import('./virtual-rows.js').then((module) => module.VirtualRows),
)
/** Placeholder rows while the count loads. */
const LOADING_ROWS = 8

function ErrorNotice({error, onRetry}: {error: Error; onRetry?: () => void}) {
  const t = useStructureText()
  return (
    <Card padding={3} radius={2} tone="critical" border role="alert" data-document-list-error="">
      <Stack gap={3}>
        <Text size={1} weight="medium">
          {t('list.error.title')}
        </Text>
        <Text size={1} muted>
          {error.message}
        </Text>
        {onRetry && (
          <Flex>
            <Button text={t('list.error.retry')} mode="ghost" tone="critical" onClick={onRetry} />
          </Flex>
        )}
      </Stack>
    </Card>
  )
}

/** The row index of the row holding `element`, if any. */
function rowIndexOf(element: Element | null): number | undefined {
  const holder = element?.closest('[data-index]')
  const index = holder ? Number(holder.getAttribute('data-index')) : NaN
  return Number.isInteger(index) ? index : undefined
}

/**
 * The rows of a document list at a fixed height. A long list is virtualised (only the rows in view
 * and a few either side exist, so 100,000 documents scroll like 100; its code loads with the first
 * such list); a short one renders every row the same way. Rows whose page has not arrived are
 * placeholders. Arrow keys, Home and End move between rows; Enter opens the focused one. The search
 * field stays mounted above whatever the rows show (loading, empty, rows), so typing keeps its focus.
 */
export function DocumentListView({
  count,
  rowAt,
  error,
  onRetry,
  selectedId,
  onOpen,
  onVisibleRangeChange,
  emptyText,
  renderPreview = plainRowPreview,
  scrollResetKey,
  search,
}: DocumentListViewProps) {
  const t = useStructureText()
  const scrollRef = useRef<HTMLDivElement>(null)
  const control = useRef<RowsControl>(null)
  const VirtualRows = useLoadedCode(virtualRowsCode, (count ?? 0) > SHORT_LIST_MAX)

  // A new ordering or search starts at the top. The virtualizer keeps its own offset (and puts it back
  // on a new scroller), so it is told too. A search shows placeholders, then a new scroller: the
  // offset may have been put back on it before the old one reported its scroll to 0, so a scroller
  // that appears starts at the top as well.
  const hasScroller = Boolean(count)
  useLayoutEffect(() => {
    control.current?.scrollToOffset(0)
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [scrollResetKey, hasScroller])

  // Keyboard moves focus to a row that may not be rendered yet: scroll it in, focus it once it is.
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const onFocused = useCallback(() => setFocusIndex(undefined), [])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!count) return
      const current = rowIndexOf(document.activeElement)
      const moves: Record<string, number | undefined> = {
        ArrowDown: current === undefined ? 0 : Math.min(count - 1, current + 1),
        ArrowUp: current === undefined ? 0 : Math.max(0, current - 1),
        Home: 0,
        End: count - 1,
      }
      const next = moves[event.key]
      if (next === undefined) return
      event.preventDefault()
      control.current?.scrollToIndex(next, 'auto')
      setFocusIndex(next)
    },
    [count],
  )

  const focusFirstRow = useCallback(() => {
    if (!count) return
    control.current?.scrollToIndex(0, 'start')
    setFocusIndex(0)
  }, [count])

  return (
    <Flex direction="column" style={{height: '100%'}}>
      {search && <DocumentListSearchField {...search} onArrowDown={focusFirstRow} />}
      {renderBody()}
    </Flex>
  )

  function renderBody() {
    if (count === undefined) return renderLoading()
    return renderReady(count)
  }

  function renderLoading() {
    return (
      <Box
        data-document-list="loading"
        aria-busy="true"
        aria-label={t('list.loading')}
        style={{flex: 1, minHeight: 0, overflow: 'hidden'}}
      >
        {error ? (
          <Box padding={3}>
            <ErrorNotice error={error} onRetry={onRetry} />
          </Box>
        ) : (
          Array.from({length: LOADING_ROWS}, (_, index) => (
            <DocumentListItem
              key={index}
              index={index}
              row={undefined}
              selected={false}
              onOpen={onOpen}
              renderPreview={renderPreview}
            />
          ))
        )}
      </Box>
    )
  }

  function renderReady(count: number) {
    // A long list whose virtualizer is still loading shows its first rows plainly meanwhile.
    const Rows = count > SHORT_LIST_MAX && VirtualRows ? VirtualRows : PlainRows
    return (
      <Flex direction="column" style={{flex: 1, minHeight: 0}} data-document-list="ready" data-count={count}>
        {error && (
          <Box padding={2} style={{flex: 'none'}}>
            <ErrorNotice error={error} onRetry={onRetry} />
          </Box>
        )}
        {count === 0 && !error ? (
          <Box padding={4} data-document-list-empty="">
            <Text size={1} muted align="center">
              {emptyText}
            </Text>
          </Box>
        ) : (
          <div
            ref={scrollRef}
            data-document-list-scroller=""
            onKeyDown={onKeyDown}
            style={{flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', outline: 'none'}}
          >
            <Rows
              count={count}
              rowAt={rowAt}
              selectedId={selectedId}
              onOpen={onOpen}
              renderPreview={renderPreview}
              scrollRef={scrollRef}
              control={control}
              onVisibleRangeChange={onVisibleRangeChange}
              focusIndex={focusIndex}
              onFocused={onFocused}
            />
          </div>
        )}
      </Flex>
    )
  }
}
