/**
 * Incoming references: the documents that reference the open one, listed in a dialog that the pane's
 * context menu opens ('Incoming references').
 */
export {
  groupIncomingReferences,
  INCOMING_REFERENCES_LIMIT,
  INCOMING_REFERENCES_QUERY,
  incomingReferencesParams,
  type IncomingReference,
  type ReferencingDocument,
} from './incoming-references.js'
export {
  INCOMING_REFERENCES_REFETCH_THROTTLE_MS,
  observeIncomingReferences,
  type IncomingReferencesState,
  type ObserveIncomingReferencesOptions,
} from './observe-incoming-references.js'
export {useIncomingReferences} from './use-incoming-references.js'
export {
  INCOMING_REFERENCES_EMPTY_TEXT,
  INCOMING_REFERENCES_ERROR_TITLE,
  INCOMING_REFERENCES_LOADING_TEXT,
  INCOMING_REFERENCES_TITLE,
  IncomingReferencesList,
  type IncomingReferencesListProps,
} from './incoming-references-list.js'
export {
  IncomingReferencesDialog,
  IncomingReferencesDialogView,
  type IncomingReferencesDialogProps,
  type IncomingReferencesDialogViewProps,
} from './incoming-references-dialog.js'
export {DocumentPaneMenu, type DocumentPaneMenuProps} from './document-pane-menu.js'
export {IncomingReferencesMenuItem, type IncomingReferencesMenuItemProps} from './document-pane-menu-items.js'
