import {useSchema} from '@tessera/kit'
import {useCallback, useMemo} from 'react'
import type {DocumentListNode, InitialValueTemplateItem} from '../../builder/types.js'
import {rowAt} from '../../document-list/document-list-loader.js'
import {pageFieldsFor} from '../../document-list/row-preview.js'
import {searchFieldsFor} from '../../document-list/search.js'
import {
  useDocumentListCreateItems,
  type DocumentListCreateItem,
} from '../../document-list/use-create-items.js'
import {useDocumentList} from '../../document-list/use-document-list.js'
import {useDocumentListSearch} from '../../document-list/use-document-list-search.js'
import {useDocumentListOrdering} from '../../document-list/use-document-list-ordering.js'
import {DocumentListPaneView} from './document-list-pane-view.js'
import {renderDocumentListRowPreview} from './document-list-row-preview.js'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface DocumentListPaneProps {
  pane: DocumentListNode
  /** The published id of the document open beside the list. */
  selectedId?: string
  onOpen(documentId: string, schemaType: string): void
  onCreate?(item: InitialValueTemplateItem): void
  /** Overrides the 1 s throttle of refetches after changes (tests). */
  refetchThrottleMs?: number
  /** Overrides the search field's 300 ms debounce (tests). */
  searchDebounceMs?: number
}

/** The filter `S.documentTypeList()` writes: an empty list of it has no documents of the type at all. */
const TYPE_FILTER = '_type == $type'

/**
 * A pane listing the documents a filter selects, one row per draft/published pair: live, ordered by
 * the menu's pick (remembered per pane), paged from the lake as the rows come into view, narrowed by
 * the words typed in its search field (held by the pane, not in the URL).
 */
export function DocumentListPane({
  pane,
  selectedId,
  onOpen,
  onCreate,
  refetchThrottleMs,
  searchDebounceMs,
}: DocumentListPaneProps) {
  const schema = useSchema()
  const ordering = useDocumentListOrdering(pane)
  const fields = useMemo(() => pageFieldsFor(schema, pane.schemaTypeName), [schema, pane.schemaTypeName])
  const searchFields = useMemo(
    () => searchFieldsFor(schema, pane.schemaTypeName),
    [schema, pane.schemaTypeName],
  )
  const search = useDocumentListSearch(searchDebounceMs)
  const {state, setVisibleRange, retry} = useDocumentList({
    filter: pane.filter,
    params: pane.params,
    order: ordering.order,
    fields,
    searchFields,
    searchPatterns: search.patterns,
    throttleMs: refetchThrottleMs,
  })
  const createItems = useDocumentListCreateItems(pane)
  const t = useStructureText()
  const rowAtIndex = useCallback((index: number) => rowAt(state, index), [state])
  const create = useCallback((item: DocumentListCreateItem) => onCreate?.(item.item), [onCreate])
  const listsOneType = pane.schemaTypeName !== undefined && pane.filter.trim() === TYPE_FILTER
  const emptyText =
    search.patterns.length > 0
      ? t('list.empty.search', {search: search.searchedText.trim()})
      : t(listsOneType ? 'list.empty.type' : 'list.empty.filter')
  // Busy from the keystroke until the results of what was typed have been counted.
  const searchBusy =
    search.text !== search.searchedText || (search.patterns.length > 0 && state.count === undefined)
  const searchField = useMemo(
    () => ({text: search.text, onTextChange: search.setText, busy: searchBusy}),
    [search.text, search.setText, searchBusy],
  )
  return (
    <DocumentListPaneView
      paneId={pane.id}
      title={pane.title}
      createItems={createItems}
      onCreate={onCreate ? create : undefined}
      orderings={ordering.orderings}
      currentOrdering={ordering.current.name}
      onOrderingChange={ordering.setOrdering}
      count={state.count}
      rowAt={rowAtIndex}
      error={state.error}
      onRetry={retry}
      selectedId={selectedId}
      onOpen={onOpen}
      onVisibleRangeChange={setVisibleRange}
      emptyText={emptyText}
      renderPreview={renderDocumentListRowPreview}
      scrollResetKey={`${ordering.order}\n${search.patterns.join(' ')}`}
      search={searchField}
    />
  )
}
