export {DocumentListPane, type DocumentListPaneProps} from './document-list-pane.js'
export {DocumentListPaneView, type DocumentListPaneViewProps} from './document-list-pane-view.js'
export {DocumentListView, type DocumentListViewProps} from './document-list-view.js'
export {
  DOCUMENT_LIST_ROW_HEIGHT,
  DocumentListItem,
  plainRowPreview,
  type DocumentListItemProps,
} from './document-list-item.js'
export {
  DocumentListHeaderActions,
  type DocumentListHeaderActionsProps,
} from './document-list-header-actions.js'
export {DocumentListRowPreview, renderDocumentListRowPreview} from './document-list-row-preview.js'
export {DocumentListSearchField, type DocumentListSearchFieldProps} from './document-list-search-field.js'
export {DOCUMENT_LIST_MESSAGES} from './messages.js'
