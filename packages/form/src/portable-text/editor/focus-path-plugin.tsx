import {useEditor, type EditorSnapshot} from '@portabletext/editor'
import {getFocusBlock} from '@portabletext/editor/selectors'
import type {Path} from '@tessera/types'
import {useEffect, useRef, useState} from 'react'
import {useFormContext} from '../../builder/form-context.js'
import {useDeferredEditorSelector} from './use-deferred-editor-selector.js'

const focusBlockKey = (snapshot: EditorSnapshot) => getFocusBlock(snapshot)?.node._key

/**
 * Tells the form which block the caret is in while the editor has focus (`onFocusPath` with the
 * block's path), so presence shows each person on their block, not just on the field. It is the only
 * reporter of focus inside the editor's frame: the form builder skips `data-reports-focus-path`.
 */
export function FocusPathPlugin({fieldPath}: {fieldPath: Path}) {
  const editor = useEditor()
  const {onFocusPath} = useFormContext()
  const blockKey = useDeferredEditorSelector(editor, focusBlockKey)
  const [focused, setFocused] = useState(false)
  const fieldPathRef = useRef(fieldPath)
  fieldPathRef.current = fieldPath

  useEffect(() => {
    const subscriptions = [
      editor.on('focused', () => setFocused(true)),
      editor.on('blurred', () => setFocused(false)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [editor])

  useEffect(() => {
    if (!focused) return
    // The form leaves focus inside the editor to this plugin (`data-reports-focus-path`), so focus
    // without a caret yet still puts the person on the field.
    onFocusPath?.(blockKey === undefined ? fieldPathRef.current : [...fieldPathRef.current, {_key: blockKey}])
  }, [focused, blockKey, onFocusPath])
  return null
}
