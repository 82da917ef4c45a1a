import {useEditor, type EditorEmittedEvent, type PortableTextBlock} from '@portabletext/editor'
import {EventListenerPlugin} from '@portabletext/editor/plugins'
import {useCallback, useEffect} from 'react'
import type {OnPatch} from '../../inputs/input-props.js'
import {toFormPatch} from '../patches/editor-patches.js'

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
 * Keeps the editor on the document: after every render it hands the editor the field's value as the
 * store holds it now (`readValue`, the live document, which already has every local keystroke in it).
 * `update value` compares it with the last value handed over, not with the editor's content, and
 * applies only the difference (someone else's edit), after any local edits still in flight; an equal
 * value is ignored. So a render that is behind never puts old text back under the user's fingers.
 */
export function ValueInPlugin({readValue, readOnly}: {readValue: () => unknown; readOnly: boolean}) {
  const editor = useEditor()
  useEffect(() => {
    editor.send({type: 'update value', value: asBlocks(readValue())})
  })
  useEffect(() => {
    editor.send({type: 'update readOnly', readOnly})
  }, [editor, readOnly])
  return null
}
