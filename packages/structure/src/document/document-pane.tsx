import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {DocumentForm} from '@tessera/form'
import {createCodeLoader, useClient, useEditState, useLoadedCode, useLocale, useSchema} from '@tessera/kit'
import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {createValidatingFlag, LiveValidationSummary} from './document-validation.js'
import {memo, useCallback, useDeferredValue, useMemo, useRef, useState} from 'react'
import {useResolvedDocumentActions} from '../actions/index.js'
import {useDocumentActionBase} from '../actions/use-document-action-context.js'
import {useResolvedDocumentBadges} from '../badges/index.js'
import type {DocumentNode} from '../builder/types.js'
import {DocumentPresenceAvatars} from './header/index.js'
import {
  PaneDocumentActions,
  PaneDocumentSubtitle,
  PaneDocumentTitle,
  PaneValidationRunner,
  WithPaneDocument,
} from './document-pane-parts.js'
import {
  PaneEditStateProvider,
  usePaneEditStateStore,
  usePaneShape,
  type PaneShape,
} from './pane-edit-state.js'
import {ReviewArea, ReviewToggle} from './history/index.js'
import {usePaneHotkeys} from '../hotkeys/index.js'
import {INSPECT_SHORTCUT} from './inspect/inspect-shortcut.js'
import {DocumentPaneMenu} from './references/document-pane-menu.js'
import {Pane, PaneContent, PaneFooter, PaneHeader, usePaneLayout} from '../panes/pane.js'
import {useDocumentUnreadable} from './use-document-readable.js'
import {useDocumentType} from './use-document-type.js'
import {useNewDocumentValue} from './use-new-document-value.js'
import {DocumentSaveStatus} from './save-status/index.js'
import {useStructureText} from '../i18n/structure-strings.js'
import {useDocumentFieldActions} from '../field-actions/index.js'

/** The inspect and incoming references dialogs load when one first opens (see pane-dialogs.ts). */
const dialogsLoader = createCodeLoader(() => import('./pane-dialogs.js'))

export interface DocumentPaneProps {
  node: DocumentNode
  /** Opens another document (after duplicate, or from incoming references). */
  onOpenDocument(id: string, type: string): void
  /** Closes this pane (after delete). */
  onClose(): void
  /** Opens a document in a pane after this one (a reference's target, or one created from it). */
  onOpenBeside?(target: {
    id: string
    type: string
    template?: {id: string; params: Record<string, unknown>}
  }): void
}

/** A document's pane: its type resolved first (by query when the URL does not say), then the editor. */
export function DocumentPane({node, onOpenDocument, onClose, onOpenBeside}: DocumentPaneProps) {
  const type = useDocumentType(node.documentId, node.schemaType)
  const schema = useSchema()
  // Not found may mean not readable: then the pane says 'Document unavailable'.
  const unreadable = useDocumentUnreadable(node.documentId, type.status === 'not-found')
  const t = useStructureText()
  if (type.status === 'resolved') {
    const schemaType = schema.get(type.type)
    if (schemaType)
      return (
        <DocumentEditor
          node={node}
          schemaType={schemaType}
          onOpenDocument={onOpenDocument}
          onClose={onClose}
          onOpenBeside={onOpenBeside}
        />
      )
  }
  const denied = unreadable === 'denied'
  const message =
    type.status === 'loading' || (type.status === 'not-found' && !unreadable)
      ? undefined
      : type.status === 'error'
        ? type.message
        : denied
          ? t('document.unreadable')
          : type.status === 'not-found'
            ? t('document.no-such-id', {id: node.documentId})
            : t('document.unknown-type', {type: type.type})
  return (
    <Pane paneId={node.id} kind="document">
      <PaneHeader
        title={denied ? t('document.unavailable') : message ? t('document.not-found') : t('document.loading')}
        actions={<CloseButton onClose={onClose} />}
      />
      <PaneContent>
        <Flex padding={4} gap={3} align="center">
          {message ? <Text size={1}>{message}</Text> : <Spinner muted />}
        </Flex>
      </PaneContent>
    </Pane>
  )
}

const FILL_HEIGHT = {height: '100%'}
const NO_MARKERS: ValidationMarker[] = []

function CloseButton({onClose}: {onClose(): void}) {
  const {narrow} = usePaneLayout()
  const t = useStructureText()
  if (narrow) return null
  return <Button mode="bleed" icon={CloseIcon} aria-label={t('document.close')} onClick={onClose} />
}

interface DocumentEditorProps extends DocumentPaneProps {
  schemaType: SchemaType
}

/**
 * The pane's chrome (title, status line, badges, validation summary, actions, review) follows the
 * document one deferred render behind. The edit state arrives after a keystroke's frame has painted;
 * rendered at once, the chrome would hold the main thread in one piece for the next key to wait on.
 * Deferred, its render yields to input and is dropped for a newer one. The form is not affected: its
 * fields follow the store on their own.
 *
 * The pane's frame renders with the edit state's shape (ready, exists, the published copy), which a
 * keystroke does not change; the parts that show the document as it is now read the edit state from
 * a store (document-pane-parts.tsx), so a keystroke renders those alone.
 */
function DocumentEditor(props: DocumentEditorProps) {
  const current = useEditState(props.node.documentId, props.schemaType.name)
  const deferred = useDeferredValue(current)
  // Until the pair is ready the current state goes straight through: the pane's first ready render is
  // the document opening (its title, status and actions with the form), not a keystroke to yield to.
  const editState = deferred?.ready ? deferred : current
  const shape = usePaneShape(editState)
  const store = usePaneEditStateStore(editState)
  return (
    <PaneEditStateProvider value={store}>
      <DocumentEditorView {...props} shape={shape} />
    </PaneEditStateProvider>
  )
}

const DocumentEditorView = memo(function DocumentEditorView({
  node,
  schemaType,
  onOpenDocument,
  onClose,
  onOpenBeside,
  shape,
}: DocumentEditorProps & {shape: PaneShape | null}) {
  const {documentId} = node
  const typeName = schemaType.name
  const schema = useSchema()
  const client = useClient()
  const exists = shape?.exists
  const newValue = useNewDocumentValue({
    documentType: typeName,
    templateId: node.templateId,
    templateParameters: node.templateParameters,
    exists,
  })
  const initialValue = newValue.status === 'success' ? (newValue.value as Record<string, unknown>) : undefined
  // 'idle' too: this pane's edit state is deferred, so the form may know the document is new first.
  const initialValuePending = newValue.status === 'idle' || newValue.status === 'loading'
  // A document that does not exist yet shows no markers ('Required' before anything was typed is
  // noise): they appear once the first edit has created it. Validated by a child of the pane (see
  // DocumentValidationRunner), which hands the markers here and the run's state to the summary alone.
  const [validation, setValidation] = useState<ValidationMarker[]>(NO_MARKERS)
  const [validatingFlag] = useState(createValidatingFlag)
  // No markers stay the same array (the runner's first answer is an empty list of its own).
  const onMarkers = useCallback(
    (markers: ValidationMarker[]) =>
      setValidation((before) => (before.length === 0 && markers.length === 0 ? before : markers)),
    [],
  )
  const [focusRequest, setFocusRequest] = useState<{path: Path; key: number}>()
  const jump = useCallback(
    (path: Path) => setFocusRequest((before) => ({path, key: (before?.key ?? 0) + 1})),
    [],
  )
  const [showReferences, setShowReferences] = useState(false)
  // 'Review changes' (spec 002 §2): the timeline and change viewer beside the form, a past revision in
  // its place. Opening it re-renders the review area only (see ReviewToggle).
  const [review] = useState(() => new ReviewToggle())
  const locale = useLocale('DocumentPane')
  const openReview = review.open
  const t = useStructureText()

  // The actions' context but for the edit state; joined with it where an action or badge reads it.
  const actionBase = useDocumentActionBase({
    documentId,
    documentType: typeName,
    validation,
    openDocument: onOpenDocument,
    closeDocument: onClose,
  })
  // Which actions, badges and field actions the plugins give depends on the document, its type and
  // the user (the reducer context), not on its content.
  const reducerContext = useMemo(
    () => (actionBase && shape ? {...actionBase, documentId: shape.id, liveEdit: shape.liveEdit} : null),
    [actionBase, shape],
  )
  const actions = useResolvedDocumentActions(reducerContext)
  const badges = useResolvedDocumentBadges(reducerContext)
  const fieldActions = useDocumentFieldActions(reducerContext)

  const [inspecting, setInspecting] = useState(false)
  const anchor = useRef<HTMLSpanElement>(null)
  usePaneHotkeys(
    anchor,
    useMemo(() => [{hotkey: INSPECT_SHORTCUT, run: () => setInspecting(true)}], []),
  )

  const dialogs = useLoadedCode(dialogsLoader, inspecting || showReferences)

  const menu = useMemo(
    () => (
      <DocumentPaneMenu
        id={`document-menu-${documentId}`}
        onOpenReferences={() => setShowReferences(true)}
        onReviewChanges={openReview}
        onInspect={() => setInspecting(true)}
      />
    ),
    [documentId, openReview],
  )
  // The header's actions and the footer's save status, the same elements while their props stay.
  const headerActions = useMemo(
    () => (
      <>
        <LiveValidationSummary
          flag={validatingFlag}
          markers={validation}
          schemaType={schemaType}
          onJump={jump}
        />
        <DocumentPresenceAvatars documentId={documentId} />
        {menu}
        <CloseButton onClose={onClose} />
      </>
    ),
    [validation, validatingFlag, schemaType, jump, documentId, menu, onClose],
  )
  const saveStatus = useMemo(
    () => <DocumentSaveStatus documentId={documentId} schemaType={schemaType} />,
    [documentId, schemaType],
  )
  // The same element while its props stay: opening the review panel (or any state of the pane's own)
  // does not re-render a large form.
  const form = useMemo(
    () => (
      <DocumentForm
        documentId={documentId}
        documentType={typeName}
        initialValue={initialValue}
        initialValuePending={initialValuePending}
        validation={validation}
        focusRequest={focusRequest}
        fieldActions={fieldActions}
        onOpenDocument={onOpenBeside}
      />
    ),
    [
      documentId,
      typeName,
      initialValue,
      initialValuePending,
      validation,
      focusRequest,
      fieldActions,
      onOpenBeside,
    ],
  )
  const formArea = useMemo(() => <Box style={FILL_HEIGHT}>{form}</Box>, [form])

  const initialValueError = newValue.status === 'error' ? newValue.error.message : undefined
  // The review area's body, the same element while the form and the error stay.
  const body = useMemo(
    () => (
      <>
        {initialValueError !== undefined && (
          <Card tone="critical" padding={3} margin={3} radius={2} border>
            <Stack gap={2}>
              <Text size={1} weight="semibold">
                {t('document.initial-value-failed')}
              </Text>
              <Text size={1}>
                {t('document.initial-value-failed-detail', {
                  type: schemaType.title ?? typeName,
                  message: initialValueError,
                })}
              </Text>
            </Stack>
          </Card>
        )}
        {/* One form from the first render on: swapping it for a spinner while a new document's initial
            value resolves would drop the focus and whatever was being typed into it. */}
        {formArea}
      </>
    ),
    [initialValueError, schemaType, typeName, formArea, t],
  )
  const titleElement = useMemo(
    () => <PaneDocumentTitle documentId={documentId} documentType={typeName} />,
    [documentId, typeName],
  )
  const subtitle = useMemo(
    () => <PaneDocumentSubtitle base={actionBase} badges={badges} onOpenReview={openReview} />,
    [actionBase, badges, openReview],
  )
  const footer = useMemo(
    () => (
      <PaneFooter>
        {saveStatus}
        <PaneDocumentActions base={actionBase} actions={actions} />
      </PaneFooter>
    ),
    [saveStatus, actionBase, actions],
  )

  return (
    <Pane paneId={node.id} kind="document">
      <PaneValidationRunner
        schema={schema}
        client={client as never}
        onMarkers={onMarkers}
        validating={validatingFlag}
      />
      <PaneHeader title={titleElement} subtitle={subtitle} actions={headerActions} />
      <PaneContent scroll={false}>
        <ReviewArea
          toggle={review}
          documentId={documentId}
          schemaType={schemaType}
          locale={locale}
          published={shape?.published}
        >
          {body}
        </ReviewArea>
      </PaneContent>
      {footer}
      <span ref={anchor} hidden />
      {inspecting && dialogs && (
        <WithPaneDocument documentId={documentId} documentType={typeName}>
          {({title, draft, published}) => (
            <dialogs.InspectDialog
              documentId={documentId}
              title={title || typeName}
              draft={draft}
              published={published}
              onClose={() => setInspecting(false)}
            />
          )}
        </WithPaneDocument>
      )}
      {showReferences && dialogs && (
        <dialogs.IncomingReferencesDialog
          documentId={documentId}
          onOpen={(id, type) => {
            setShowReferences(false)
            onOpenDocument(id, type)
          }}
          onClose={() => setShowReferences(false)}
        />
      )}
    </Pane>
  )
})
