import {useEditor, type EditorEmittedEvent, type PortableTextBlock} from '@portabletext/editor'
import {EventListenerPlugin} from '@portabletext/editor/plugins'
import {useCallback, useEffect, useRef} from 'react'
import type {OnPatch} from '../../inputs/input-props.js'
import {toFormPatch} from '../patches/editor-patches.js'
import {randomKey} from '@tessera/schema'
import {findBlockProblem} from '../invalid/find-invalid-block.js'
import {remotePatches} from '../patches/remote-patches.js'

/**
 * Sends every edit out as it happens: each patch the editor makes (a `diffMatchPatch` per keystroke
 * on the span's text, inserts and unsets by `{_key}`, `unset` of the field when it is emptied) goes
 * to `onChange` at once, so the store applies it in the same tick. The editor's `mutation` event
 * batches patches for later; its `patch` event is the immediate one.
 */
export function PatchesOutPlugin({onChange}: {onChange: OnPatch}) {
  const on = useCallback(
    (event: EditorEmittedEvent) => {
      if (event.type === 'patch') onChange([toFormPatch(event.patch)])
    },
    [onChange],
  )
  return <EventListenerPlugin on={on} />
}

/** The field's value as blocks for the editor; anything that is not an array is an empty field. */
export function asBlocks(value: unknown): PortableTextBlock[] | undefined {
  return Array.isArray(value) ? (value as PortableTextBlock[]) : undefined
}

/**
 * Keeps the editor on the document. The editor starts empty (see `RichTextEditor`); once it is ready it
 * gets the field's value wholesale (`update value`), which it loads in one synchronous pass. After
 * that, every render compares what the editor shows with what the store holds this instant
 * (`readValue`, the live document) and sends the difference as remote patches (see remote-patches.ts):
 * our own keystrokes are already in both, so only someone else's edit (or the lake's placement of
 * ours) is left, and it arrives as text inserts and removals that keep the caret where the user is
 * typing. `update value` is not sent after setup: the editor defers it while local edits are in flight
 * and applies it later, by then possibly older than the text typed since.
 */
export function ValueInPlugin({readValue, readOnly}: {readValue: () => unknown; readOnly: boolean}) {
  const editor = useEditor()
  const ready = useRef(false)
  const loaded = useRef(false)
  const readOnlyRef = useRef(readOnly)
  readOnlyRef.current = readOnly
  const sync = useCallback(() => {
    // Before ready there is nothing to do: the ready handler reads the value as of then.
    if (!ready.current) return
    const live = asBlocks(readValue())
    const snapshot = editor.getSnapshot()
    if (!loaded.current) {
      // The first load: all blocks in one pass.
      loaded.current = true
      if (live && live.length > 0) editor.send({type: 'update value', value: live})
      return
    }
    const schema = snapshot.context.schema
    const patches = remotePatches(
      snapshot.context.value,
      live,
      (block) => !findBlockProblem(block, schema, randomKey),
    )
    if (patches === undefined) editor.send({type: 'update value', value: live})
    else if (patches.length > 0) editor.send({type: 'patches', patches, snapshot: live})
  }, [editor, readValue])
  useEffect(() => {
    const subscription = editor.on('ready', () => {
      ready.current = true
      // A read-only change sent while the editor was still setting up can be lost: say it again.
      editor.send({type: 'update readOnly', readOnly: readOnlyRef.current})
      sync()
    })
    return () => subscription.unsubscribe()
  }, [editor, sync])
  useEffect(() => sync())
  useEffect(() => {
    editor.send({type: 'update readOnly', readOnly})
  }, [editor, readOnly])
  return null
}
