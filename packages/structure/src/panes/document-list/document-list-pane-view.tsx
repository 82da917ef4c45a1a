import {createElement, useMemo} from 'react'
import type {PaneIcon} from '../../builder/types.js'
import {Pane, PaneContent, PaneHeader} from '../pane.js'
import {
  DocumentListHeaderActions,
  type DocumentListHeaderActionsProps,
} from './document-list-header-actions.js'
import {DocumentListView, type DocumentListViewProps} from './document-list-view.js'

export interface DocumentListPaneViewProps
  extends DocumentListViewProps, Omit<DocumentListHeaderActionsProps, 'paneId'> {
  paneId: string
  title: string
  icon?: PaneIcon
}

/**
 * The document list pane from plain props: the header (title, create button, ordering menu) over the
 * virtualised rows. The connected `DocumentListPane` feeds it from the lake; stories feed it directly.
 */
export function DocumentListPaneView({
  paneId,
  title,
  icon,
  createItems,
  onCreate,
  orderings,
  currentOrdering,
  onOrderingChange,
  ...list
}: DocumentListPaneViewProps) {
  // The same element while its props stay: new rows (each commit of a document being typed into
  // changes them) re-render the list, not the header's menus and buttons.
  const header = useMemo(
    () => (
      <PaneHeader
        title={title}
        icon={icon ? createElement(icon) : undefined}
        actions={
          <DocumentListHeaderActions
            paneId={paneId}
            createItems={createItems}
            onCreate={onCreate}
            orderings={orderings}
            currentOrdering={currentOrdering}
            onOrderingChange={onOrderingChange}
          />
        }
      />
    ),
    [title, icon, paneId, createItems, onCreate, orderings, currentOrdering, onOrderingChange],
  )
  return (
    <Pane paneId={paneId} kind="documentList">
      {header}
      <PaneContent scroll={false}>
        <DocumentListView {...list} />
      </PaneContent>
    </Pane>
  )
}
