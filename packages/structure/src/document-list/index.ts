export {
  createDocumentListLoader,
  listenRetryDelay,
  rowAt,
  type DocumentListLoader,
  type DocumentListLoaderOptions,
  type DocumentListState,
} from './document-list-loader.js'
export {
  DOCUMENT_LIST_PAGE_SIZE,
  DOCUMENT_LIST_TAG,
  documentListQueries,
  EXISTING_IDS_QUERY,
  type DocumentListQueries,
  type DocumentListQueryOptions,
} from './list-queries.js'
export {
  draftedIds,
  isFromDraft,
  keepUnchangedRows,
  rowsFromPage,
  type DocumentListRow,
  type PageDocument,
} from './rows.js'
export {
  CREATED_ORDERING,
  CREATED_ORDERING_NAME,
  currentOrdering,
  documentListOrderings,
  LAST_EDITED_ORDERING,
  LAST_EDITED_ORDERING_NAME,
  orderClause,
  TITLE_ORDERING_NAME,
  titleFieldOf,
} from './orderings.js'
export {crossesReference, fieldTypeAt, isIdentifier, isOrderPath} from './field-paths.js'
export {DEFAULT_PREVIEW_SELECT, pageFieldsFor, rowPreviewPlan, type RowPreviewPlan} from './row-preview.js'
export {useDocumentList, type DocumentListResult, type UseDocumentListOptions} from './use-document-list.js'
export {DOCUMENT_LIST_SEARCH_PARAM, searchFieldsFor, searchFilter, searchPatternsOf} from './search.js'
export {
  DOCUMENT_LIST_SEARCH_DEBOUNCE_MS,
  useDocumentListSearch,
  type DocumentListSearch,
} from './use-document-list-search.js'
export {
  orderingSettingKey,
  STRUCTURE_SETTINGS_NAMESPACE,
  useDocumentListOrdering,
  type DocumentListOrderingState,
} from './use-document-list-ordering.js'
export {
  documentListCreateOptions,
  useDocumentListCreateItems,
  type DocumentListCreateItem,
  type DocumentListCreateOption,
} from './use-create-items.js'
