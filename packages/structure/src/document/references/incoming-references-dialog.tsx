import {Dialog} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import {DocumentPreview} from '@tessera/kit'
import type {IncomingReference} from './incoming-references.js'
import {useStructureText} from '../../i18n/structure-strings.js'
import {IncomingReferencesList, type IncomingReferencesListProps} from './incoming-references-list.js'
import {useIncomingReferences} from './use-incoming-references.js'

export interface IncomingReferencesDialogViewProps extends IncomingReferencesListProps {
  onClose(): void
}

/** The 'Incoming references' dialog with plain props (stories; the connected dialog below). */
export function IncomingReferencesDialogView({onClose, ...listProps}: IncomingReferencesDialogViewProps) {
  const t = useStructureText()
  return (
    <Dialog
      id="incoming-references"
      header={t('references.title')}
      width={1}
      onClose={onClose}
      onClickOutside={onClose}
    >
      <Box padding={3}>
        <IncomingReferencesList {...listProps} />
      </Box>
    </Dialog>
  )
}

export interface IncomingReferencesDialogProps {
  /** The document whose referrers are listed (published or draft id; both versions count). */
  documentId: string
  /**
   * Opens a referencing document by its published id and type. The dialog does not close itself:
   * call `onClose` too if the pane should.
   */
  onOpen(id: string, type: string): void
  onClose(): void
}

/** A row's document as the workspace previews it (live, through the preview store). */
function renderDocumentPreview(reference: IncomingReference) {
  return <DocumentPreview documentId={reference.previewId} schemaType={reference.type} />
}

/**
 * 'Incoming references': the documents that reference this one, live, each opening that document.
 * Needs the workspace (kit's `WorkspaceProvider`).
 */
export function IncomingReferencesDialog({documentId, onOpen, onClose}: IncomingReferencesDialogProps) {
  const state = useIncomingReferences(documentId)
  return (
    <IncomingReferencesDialogView
      state={state}
      onOpen={onOpen}
      onClose={onClose}
      renderPreview={renderDocumentPreview}
    />
  )
}
