import {useEditor} from '@portabletext/editor'
import {useEffect, useRef} from 'react'
import type {ListNumberStore} from '../render/list-number-store.js'
import {listNumbers} from '../render/list-numbers.js'

/**
 * Keeps the numbered items' markers on the editor's own value: after each change of the editor (a
 * microtask after it, before the paint) the numbers are computed again in one pass over the blocks
 * and only the blocks whose marker changed re-render; a selection change reuses the last numbers (the
 * value array is the same). Until the editor is ready the store keeps the numbers of the value it was
 * set up with: the editor holds only a placeholder block while it sets up.
 */
export function ListNumbersPlugin({store, textBlockType}: {store: ListNumberStore; textBlockType: string}) {
  const editor = useEditor()
  const ready = useRef(false)
  useEffect(() => {
    const update = () => {
      if (ready.current) store.set(listNumbers(editor.getSnapshot().context.value, textBlockType))
    }
    const subscriptions = [
      editor.subscribe({next: update}),
      editor.on('ready', () => {
        ready.current = true
        update()
      }),
    ]
    update()
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [editor, store, textBlockType])
  return null
}
