import {Card, Container, Spinner} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import type {Path} from '@tessera/types'
import {useEffect, useMemo, useRef, useState} from 'react'
import {PresenceUsersProvider, type PresenceUsersValue} from '../presence/field-presence.js'
import {PresenceScrollArea} from '../presence/presence-dock.js'
import {FormBuilder} from '../builder/form-builder.js'
import type {FormContextValue} from '../builder/form-context.js'
import {scrollToField} from './reveal-path.js'
import {useDocumentForm, type DocumentFormOptions} from './use-document-form.js'
import {useHeldFormState} from './use-held-form-state.js'
import {createLiveNodes} from '../builder/live-nodes.js'
import {useFormText} from '../i18n/form-strings.js'

export interface DocumentFormProps extends DocumentFormOptions {
  /** The published id (the form edits its draft, or the document itself for live-edit types). */
  documentId: string
  documentType: string
  /**
   * Show and focus the field at `path` (a validation summary's jump): fieldsets expand, groups
   * switch to all fields. A new `key` repeats the request for the same path.
   */
  focusRequest?: {path: Path; key: number}
  /** Opens a document in a pane beside this one (references' targets and new documents made from them). */
  onOpenDocument?: FormContextValue['onOpenDocument']
  /** Each field's action menu (spec/001 §2). */
  fieldActions?: FormContextValue['fieldActions']
}

const FILL_HEIGHT = {height: '100%'}
const BORDER_BOX = {boxSizing: 'border-box'} as const

/** Why the form is read-only, as the note above it says it. */
const READ_ONLY_NOTES = {
  offline: 'document.read-only-offline',
  permission: 'document.read-only-permission',
} as const

/**
 * A document's form, live, filling its parent and scrolling itself (presence avatars dock at its
 * edges): the draft (or published) value from the document store, edits sent as
 * patches through the store's throttled commits, validation, presence and focus. The structure tool's
 * document pane puts its header and actions around this.
 */
export function DocumentForm({
  documentId,
  documentType,
  initialValue,
  initialValuePending,
  validation,
  focusRequest,
  onOpenDocument,
  fieldActions,
}: DocumentFormProps) {
  const form = useDocumentForm(documentId, documentType, {initialValue, initialValuePending, validation})
  const t = useFormText()
  const container = useRef<HTMLDivElement>(null)
  const {revealPath} = form
  useEffect(() => {
    if (!focusRequest) return
    const opening = revealPath(focusRequest.path)
    // Shown already: focus it in this effect, which React runs before the next input event when a
    // click asked (a menu's item hands focus back to its button first), so a key typed right after the
    // click goes to the field. A frame later, a key typed meanwhile went to the menu's button.
    if (!opening && container.current && scrollToField(container.current, focusRequest.path)) return
    // After the render that expanded fieldsets and switched groups.
    const frame = requestAnimationFrame(() => {
      if (container.current) scrollToField(container.current, focusRequest.path)
    })
    return () => cancelAnimationFrame(frame)
  }, [focusRequest, revealPath])
  const presenceUsers = useMemo<PresenceUsersValue>(() => ({users: form.presentUsers}), [form.presentUsers])
  const note =
    form.readOnlyReason === 'offline' || form.readOnlyReason === 'permission'
      ? t(READ_ONLY_NOTES[form.readOnlyReason])
      : undefined
  const {ready, readOnlyReason, resolvingInitialValue} = form
  // A keystroke renders its field alone: the tree keeps the state it rendered while nothing but
  // fields' values changed, and those fields take their new nodes from `liveNodes` (issue 23).
  const {shown: state, changes, release} = useHeldFormState(form.state)
  const [liveNodes] = useState(createLiveNodes)
  useEffect(() => liveNodes.publish(changes ?? []), [liveNodes, changes])
  const {onChange, getLiveDocument, schema, onFocusPath, onSelectGroup, onToggleFieldSet} = form
  // The same element while what it shows stays: the store's edit state renders this component at
  // once after a keystroke, the form state (and so the fields) one deferred render later. Rebuilt
  // every time, this tree (the scroll area, its avatars' docks, the container) rendered twice per key.
  return useMemo(() => {
    if (!state) {
      return (
        <Card padding={4} tone="caution" border radius={2}>
          <Text size={1}>{t('document.unknown-type', {type: documentType})}</Text>
        </Card>
      )
    }
    return (
      <PresenceUsersProvider value={presenceUsers}>
        <PresenceScrollArea style={FILL_HEIGHT}>
          <Container width={2} paddingX={4} paddingTop={4} paddingBottom={6} style={BORDER_BOX}>
            <Stack
              gap={4}
              data-testid="document-form"
              // Ready: loaded and no longer read-only for loading (the operations have arrived, an initial
              // value is shown), so what a test or a benchmark does next is taken as an edit.
              data-ready={ready && readOnlyReason !== 'loading'}
              ref={container}
              // A menu or a button may act on a value next: the tree renders the newest state first.
              onPointerDownCapture={release}
            >
              {(!ready || resolvingInitialValue) && (
                <Flex align="center" gap={2}>
                  <Spinner muted />
                  <Text size={1} muted>
                    {t(ready ? 'initial-value.resolving' : 'document.loading')}
                  </Text>
                </Flex>
              )}
              {note && (
                <Card padding={3} radius={2} tone="caution" border>
                  <Text size={1}>{note}</Text>
                </Card>
              )}
              <FormBuilder
                state={state}
                onChange={onChange}
                getDocument={getLiveDocument}
                schema={schema}
                documentId={documentId}
                onFocusPath={onFocusPath}
                onSelectGroup={onSelectGroup}
                onToggleFieldSet={onToggleFieldSet}
                onOpenDocument={onOpenDocument}
                fieldActions={fieldActions}
                loading={readOnlyReason === 'loading'}
                liveNodes={liveNodes}
              />
            </Stack>
          </Container>
        </PresenceScrollArea>
      </PresenceUsersProvider>
    )
  }, [
    state,
    ready,
    readOnlyReason,
    resolvingInitialValue,
    note,
    presenceUsers,
    onChange,
    getLiveDocument,
    schema,
    onFocusPath,
    onSelectGroup,
    onToggleFieldSet,
    onOpenDocument,
    fieldActions,
    documentId,
    documentType,
    t,
    liveNodes,
    release,
  ])
}
