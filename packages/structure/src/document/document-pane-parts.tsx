import {Flex} from '@tessera/kit/primitives'
import type {SanityDocument} from '@tessera/types'
import {memo, useMemo, type ReactNode} from 'react'
import {DocumentActionsFooter} from '../actions/index.js'
import {withEditState, type DocumentActionBase} from '../actions/use-document-action-context.js'
import {describeBadges, DocumentBadgesView} from '../badges/index.js'
import type {
  DocumentActionContext,
  DocumentActionDescriptor,
  DocumentBadgeDescriptor,
} from '../actions/types.js'
import type {EditState} from '@tessera/store'
import {useShallowStableList} from '../util/use-shallow-stable-list.js'
import {DocumentValidationRunner, type DocumentValidationRunnerProps} from './document-validation.js'
import {DocumentStatusLine, useDocumentStatusSummary, useDocumentTitle} from './header/index.js'
import {documentValueOf, usePaneEditState} from './pane-edit-state.js'

/*
 * The parts of the document pane that show the document as it is now. Each reads the pane's edit state
 * itself (usePaneEditState), so a keystroke renders these and not the pane's frame, header or
 * footer around them.
 */

const NO_BADGES: [] = []

const contexts = new WeakMap<DocumentActionBase, WeakMap<EditState, DocumentActionContext>>()

/**
 * The actions' context for an edit state, one object per base and edit state: the footer's actions
 * and the subtitle's badges read the same one instead of each building its own with every keystroke.
 */
function paneActionContext(
  base: DocumentActionBase | null,
  editState: EditState | null,
): DocumentActionContext | null {
  if (!base || !editState) return null
  let byState = contexts.get(base)
  if (!byState) contexts.set(base, (byState = new WeakMap()))
  let context = byState.get(editState)
  if (!context) byState.set(editState, (context = withEditState(base, editState)!))
  return context
}

interface DocumentIdentity {
  documentId: string
  documentType: string
}

/** The document's title: its preview title, 'Untitled', or 'New {type}' before it exists. */
export const PaneDocumentTitle = memo(function PaneDocumentTitle({
  documentId,
  documentType,
}: DocumentIdentity) {
  const title = usePaneDocumentTitle({documentId, documentType})
  return <span data-testid="document-title">{title}</span>
})

function usePaneDocumentTitle({documentId, documentType}: DocumentIdentity): string {
  const editState = usePaneEditState()
  return useDocumentTitle({
    documentId,
    documentType,
    value: documentValueOf(editState),
    loading: !editState?.ready,
  })
}

/** Below the title: the status line (a button opening the review) and the document's badges. */
export const PaneDocumentSubtitle = memo(function PaneDocumentSubtitle({
  base,
  badges,
  onOpenReview,
}: {
  base: DocumentActionBase | null
  badges: readonly DocumentBadgeDescriptor[]
  onOpenReview: () => void
}) {
  const editState = usePaneEditState()
  const statusSummary = useDocumentStatusSummary(editState)
  const context = paneActionContext(base, editState)
  const badgeItems = useShallowStableList(context ? describeBadges(badges, context) : NO_BADGES)
  // The same element while the status and the badges stay (they do while someone types).
  return useMemo(
    () => (
      <Flex align="center" gap={2} wrap="wrap">
        <DocumentStatusLine summary={statusSummary} onClick={onOpenReview} />
        <DocumentBadgesView items={badgeItems} />
      </Flex>
    ),
    [statusSummary, badgeItems, onOpenReview],
  )
})

/** The document's actions (the footer's buttons), given the document as it is now. */
export const PaneDocumentActions = memo(function PaneDocumentActions({
  base,
  actions,
}: {
  base: DocumentActionBase | null
  actions: DocumentActionDescriptor[]
}) {
  const editState = usePaneEditState()
  const context = paneActionContext(base, editState)
  return <DocumentActionsFooter context={context} actions={actions} />
})

/** Validates the document as it is now (nothing before it exists: see DocumentValidationRunner). */
export const PaneValidationRunner = memo(function PaneValidationRunner(
  props: Omit<DocumentValidationRunnerProps, 'document'>,
) {
  const document = documentValueOf(usePaneEditState())
  return <DocumentValidationRunner {...props} document={document} />
})

/** Hands `children` the document's title, draft and published copy as they are now (the inspect dialog). */
export function WithPaneDocument({
  documentId,
  documentType,
  children,
}: DocumentIdentity & {
  children: (document: {
    title: string
    draft: SanityDocument | null | undefined
    published: SanityDocument | null | undefined
  }) => ReactNode
}) {
  const editState = usePaneEditState()
  const title = usePaneDocumentTitle({documentId, documentType})
  return children({
    title,
    draft: editState?.draft as SanityDocument | null | undefined,
    published: editState?.published as SanityDocument | null | undefined,
  })
}
