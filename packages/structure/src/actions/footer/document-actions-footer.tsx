import {Box} from '@tessera/kit/primitives'
import {memo, useMemo, useRef} from 'react'
import {usePaneHotkeys, type PaneHotkey} from '../../hotkeys/index.js'
import {useShallowStableList} from '../../util/use-shallow-stable-list.js'
import type {DocumentActionContext, DocumentActionDescriptor} from '../types.js'
import {ActionConfirmDialog} from './action-confirm-dialog.js'
import {describeActionItems} from './action-item-state.js'
import {DocumentActionsBar} from './document-actions-bar.js'
import {useActionRunner} from './use-action-runner.js'

export interface DocumentActionsFooterProps {
  /** Null while the document loads: a disabled placeholder shows. */
  context: DocumentActionContext | null
  /** The resolved actions (`useResolvedDocumentActions`), in order. */
  actions: DocumentActionDescriptor[]
}

/**
 * The connected footer of a document pane: resolves each action against the document as it is now,
 * asks for confirmation when an action wants it, runs it and reports the outcome in a toast. An
 * action's `shortcut` chooses it while focus is in the pane (as a click would: disabled does nothing).
 */
export const DocumentActionsFooter = memo(function DocumentActionsFooter({
  context,
  actions,
}: DocumentActionsFooterProps) {
  const runner = useActionRunner(context, actions)
  const items = useShallowStableList(
    useMemo(
      () => (context ? describeActionItems(actions, context, runner.running) : []),
      [actions, context, runner.running],
    ),
  )
  const anchor = useRef<HTMLDivElement>(null)
  const hotkeys = useMemo(
    (): PaneHotkey[] =>
      items.flatMap((item) =>
        item.shortcut ? [{hotkey: item.shortcut, run: () => runner.select(item.name)}] : [],
      ),
    [items, runner.select],
  )
  usePaneHotkeys(anchor, hotkeys)
  // The same element while the buttons stay: the edit state (and so `context`) is new with every
  // keystroke, the items only when a button's state changes; rebuilt each time, the footer's box
  // rendered (and styled-components hashed its styles) once or twice per key.
  const documentId = context?.documentId
  const loading = !context
  const {pending, confirm, cancel, select} = runner
  return useMemo(
    () => (
      <Box ref={anchor}>
        <DocumentActionsBar id={documentId} items={items} loading={loading} onSelect={select} />
        {pending && (
          <ActionConfirmDialog
            id={`confirm-${pending.name}-${documentId ?? 'document'}`}
            confirmation={pending.confirmation}
            onConfirm={confirm}
            onCancel={cancel}
          />
        )}
      </Box>
    ),
    [documentId, items, loading, select, pending, confirm, cancel],
  )
})
