import {
  useClient,
  useCurrentUser,
  useDocumentOperations,
  useDocumentPairPermissions,
  useDocumentPresence,
  useEditState,
  useKernel,
  useObservable,
  useSchema,
} from '@tessera/kit'
import type {Path, PatchOperations, Schema, ValidationMarker} from '@tessera/types'
import {useCallback, useDeferredValue, useEffect, useMemo, useRef, useState} from 'react'
import type {FormPatch} from '../patch/patches.js'
import {toPatchOperations} from '../patch/to-mutation-patches.js'
import {prepareFormState} from '../state/prepare-form-state.js'
import type {PresenceUser} from '../presence/field-presence.js'
import type {FormPresence, ObjectFormNode} from '../state/types.js'
import {revealSteps} from './reveal-path.js'
import {useDocumentValidation} from './use-document-validation.js'
import {preloadInputsFor} from '../builder/lazy/preload-inputs.js'

export interface DocumentFormState {
  /** Null until the pair's first snapshots arrive (or when the type is unknown). */
  state: ObjectFormNode | null
  schema: Schema
  /** The document as the store has it this instant (the rendered state may be a moment behind). */
  getLiveDocument: () => Record<string, unknown> | undefined
  /** The people present in the document, by user id (names and pictures for the avatars). */
  presentUsers: Readonly<Record<string, PresenceUser>>
  ready: boolean
  /** Why the form is read-only, if it is: no permission, or offline. */
  readOnlyReason?: 'permission' | 'offline' | 'loading'
  onChange: (patches: FormPatch[]) => void
  onFocusPath: (path: Path) => void
  onSelectGroup: (name: string, objectId: string) => void
  onToggleFieldSet: (fieldSetId: string, collapsed: boolean) => void
  /**
   * Expands fieldsets and leaves groups so the field at `path` is rendered, and marks it focused. True
   * when something must open first (the field shows after the next render), false when it shows now.
   */
  revealPath: (path: Path) => boolean
  /** True while neither the draft nor the published document exists (the form shows the initial value). */
  isNew: boolean
  /** The document does not exist and its initial value is still being resolved (read-only meanwhile). */
  resolvingInitialValue: boolean
}

export interface DocumentFormOptions {
  /**
   * The value of a document that does not exist yet (from its template). Shown until the first edit,
   * which creates the draft (or the live document) from it.
   */
  initialValue?: Record<string, unknown>
  /** Markers computed by the caller (the document pane validates once for the form and its header). */
  validation?: ValidationMarker[]
  /**
   * The caller is still resolving `initialValue` (or does not know yet whether the document exists).
   * A document that does not exist stays read-only until then: what the user typed would otherwise go
   * into a value about to change under them.
   */
  initialValuePending?: boolean
}

/**
 * Everything a document's form needs from the workspace (DESIGN §4, §5): the live draft (or published)
 * value, validation, presence, the patch operation, focus and open/collapsed state, put together as the
 * form state. Read-only while loading, without permission to edit, or offline; once ready, never back
 * to loading, so the form does not flicker while the user types.
 */
export function useDocumentForm(
  documentId: string,
  documentType: string,
  options: DocumentFormOptions = {},
): DocumentFormState {
  const {initialValue, validation: givenValidation, initialValuePending = false} = options
  const schema = useSchema()
  const client = useClient()
  const kernel = useKernel()
  const currentUser = useCurrentUser()
  const editState = useEditState(documentId, documentType)
  const live = useLiveDocument(documentId, documentType)
  const operations = useDocumentOperations(documentId, documentType)
  const others = useDocumentPresence(documentId)
  // Whether the user may edit the pair (update the draft, or create it). The check is redone as the draft
  // changes; the last answer stands meanwhile, so a read-only form does not turn editable for a moment.
  const updateCheck = useDocumentPairPermissions({id: documentId, type: documentType, permission: 'update'})
  const lastUpdateCheck = useRef(updateCheck)
  if (updateCheck) lastUpdateCheck.current = updateCheck
  const connection = useObservable(kernel.connection.connectionState$, {type: 'connecting'} as const)
  const [focusPath, setFocusPath] = useState<Path>([])
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({})
  const [groups, setGroups] = useState<Record<string, string>>({})

  const schemaType = schema.get(documentType)
  // The code of the input kinds this type uses loads while the document is fetched, not after.
  if (schemaType) preloadInputsFor(schemaType)
  const liveValue = (editState?.draft ?? editState?.published ?? undefined) as
    Record<string, unknown> | undefined
  // The form follows the document in a deferred render: a keystroke paints first (inputs show what was
  // typed at once, see useBufferedValue), and the rest of the form catches up after, interruptibly.
  const isNew = editState?.ready === true && !editState.draft && !editState.published
  const newValue = useMemo(
    () => (initialValue ? {...initialValue, _id: documentId, _type: documentType} : undefined),
    [initialValue, documentId, documentType],
  )
  const shownValue = liveValue ?? (isNew ? newValue : undefined)
  const deferredValue = useDeferredValue(shownValue)
  // The document's first value renders at once: deferred, the form would render every field twice as
  // it opens (empty, then filled), a second pass on the way to editable (issue 23: time to editable).
  const value = deferredValue === undefined ? shownValue : deferredValue
  const ready = editState?.ready === true
  // Without markers from the caller the form validates the document itself.
  const ownValidation = useDocumentValidation(givenValidation ? undefined : value, schema, client as never)
  const validation = givenValidation ?? ownValidation
  const presence = useMemo<FormPresence[]>(
    () => others.map((entry) => ({userId: entry.user.id, path: entry.path as Path})),
    [others],
  )
  const presentUsers = useMemo(
    () => Object.fromEntries(others.map((entry) => [entry.user.id, entry.user])),
    [others],
  )
  const offline = connection.type === 'error' && connection.offline
  // Until the form shows the initial value too (its render is deferred): typing starts from it.
  const resolvingInitialValue = isNew && (initialValuePending || value !== shownValue)
  // Editable only once the operations have arrived too: an edit is sent through them.
  const readOnlyReason =
    !ready || !operations || resolvingInitialValue
      ? 'loading'
      : offline
        ? 'offline'
        : (operations?.patch.disabled && operations.patch.disabled !== 'NOT_READY') ||
            lastUpdateCheck.current?.granted === false
          ? 'permission'
          : undefined

  const previous = useRef<ObjectFormNode | undefined>(undefined)
  const state = useMemo(() => {
    if (!schemaType) return null
    const next = prepareFormState({
      schemaType,
      value: value ?? {_id: documentId, _type: documentType},
      validation,
      presence,
      focusPath,
      collapsedFieldSets: collapsed,
      selectedGroups: groups,
      currentUser: currentUser ?? null,
      readOnly: readOnlyReason !== undefined,
      previous: previous.current,
    })
    previous.current = next
    return next
  }, [schemaType, value, validation, presence, focusPath, collapsed, groups, currentUser, readOnlyReason])

  const operationsRef = useRef(operations)
  operationsRef.current = operations
  const initialValueRef = useRef(initialValue)
  initialValueRef.current = initialValue
  // Patches go to the store at once: the store applies them locally in the same tick, so anything that
  // reads the document next (getDocument, an input building a whole new array) sees them.
  const onChange = useCallback((patches: FormPatch[]) => {
    const patch = operationsRef.current?.patch
    // Not by `patch.disabled`: that is the rendered answer, which may be a frame behind the store, and
    // an edit dropped here would stay on screen unsaved. `execute` asks the store as of now.
    if (!patch) return
    // The first edit of a new document creates it from the initial value (a no-op once it exists).
    patch.execute(toPatchOperations(patches) as PatchOperations[], initialValueRef.current)
  }, [])

  const onFocusPath = useCallback(
    (path: Path) => {
      setFocusPath(path)
      kernel.presence?.setLocation([{documentId, path: path as never}])
    },
    [kernel, documentId],
  )
  const onSelectGroup = useCallback(
    (name: string, objectId: string) => setGroups((before) => ({...before, [objectId]: name})),
    [],
  )
  const onToggleFieldSet = useCallback(
    (id: string, next: boolean) => setCollapsed((before) => ({...before, [id]: next})),
    [],
  )
  const stateRef = useRef(state)
  stateRef.current = state
  const revealPath = useCallback((path: Path): boolean => {
    const current = stateRef.current
    let opening = false
    if (current) {
      const steps = revealSteps(current, path)
      opening = steps.expandFieldSets.length > 0 || steps.showAllFieldsOf.length > 0
      if (steps.expandFieldSets.length > 0)
        setCollapsed((before) => ({
          ...before,
          ...Object.fromEntries(steps.expandFieldSets.map((id) => [id, false])),
        }))
      if (steps.showAllFieldsOf.length > 0)
        setGroups((before) => ({
          ...before,
          ...Object.fromEntries(steps.showAllFieldsOf.map((id) => [id, 'all-fields'])),
        }))
    }
    setFocusPath(path)
    return opening
  }, [])
  return {
    isNew,
    resolvingInitialValue,
    revealPath,
    state,
    schema,
    getLiveDocument: live,
    presentUsers,
    ready,
    readOnlyReason,
    onChange,
    onFocusPath,
    onSelectGroup,
    onToggleFieldSet,
  }
}

/**
 * A getter for the document as the store has it right now, including edits made this very tick. The
 * rendered form follows a deferred copy; inputs that decide from the current value (closing an empty
 * item, adding to an array) read this one.
 */
function useLiveDocument(
  documentId: string,
  documentType: string,
): () => Record<string, unknown> | undefined {
  const {documents} = useKernel()
  const latest = useRef<Record<string, unknown> | undefined>(undefined)
  useEffect(() => {
    const subscription = documents.editState(documentId, documentType).subscribe((state) => {
      latest.current = (state.draft ?? state.published ?? undefined) as Record<string, unknown> | undefined
    })
    return () => subscription.unsubscribe()
  }, [documents, documentId, documentType])
  return useCallback(() => latest.current, [])
}
