import type {Editor, EditorSnapshot} from '@portabletext/editor'
import {useEffect, useRef, useState} from 'react'

/**
 * `useEditorSelector` for what only needs to follow the editor (the toolbar's active marks, lists and
 * style, the annotation at the caret, the caret's block for presence), read after the frame instead
 * of inside the keystroke: the editor's own selector hook runs every selector synchronously on each
 * change, before the typed character is painted (about 4 ms of a keystroke at 4× CPU throttle in a
 * 500-block body for our dozen). Here a change only
 * schedules one read after the next paint, bursts of keystrokes coalesce into one, and the toolbar
 * renders only when the selected value changes. A button's state is a frame late, which nobody sees.
 */
export function useDeferredEditorSelector<T>(
  editor: Editor,
  selector: (snapshot: EditorSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(editor.getSnapshot()))
  const latest = useRef({selector, compare})
  latest.current = {selector, compare}

  useEffect(() => {
    let frame: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = () => {
      frame = undefined
      timer = undefined
      const next = latest.current.selector(editor.getSnapshot())
      setValue((previous) => (latest.current.compare(previous, next) ? previous : next))
    }
    // After the paint: the frame's callback runs before it, a task queued there runs after it.
    const schedule = () => {
      if (frame !== undefined || timer !== undefined) return
      frame = requestAnimationFrame(() => {
        frame = undefined
        timer = setTimeout(read, 0)
      })
    }
    const subscription = editor.subscribe({next: schedule})
    // The selector may have changed since the first render (or the editor moved on meanwhile).
    read()
    return () => {
      subscription.unsubscribe()
      if (frame !== undefined) cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [editor, selector])

  return value
}
