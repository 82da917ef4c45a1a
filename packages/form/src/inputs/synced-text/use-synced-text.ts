import {
  type ChangeEvent,
  type CompositionEvent,
  type RefCallback,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import {mapSelection} from './map-selection.js'

type TextElement = HTMLInputElement | HTMLTextAreaElement

export interface SyncedTextOptions {
  /** The text of the value as the form rendered it (it may be a moment behind the document). */
  renderedText: string
  /** The text of the value as the document holds it this instant (local edits included). */
  readLiveText: () => string
  /**
   * The user changed the text from `before` (what the element showed) to `after`; `caret` is where the
   * caret is now, if the element has one. Send patches for exactly this change.
   */
  onEdit: (before: string, after: string, caret: number | undefined) => void
  /**
   * Whether the element's text already shows `liveText` (a number field shows "1." for 1 while the
   * user types). Plain equality by default.
   */
  shows?: (elementText: string, liveText: string) => boolean
}

export interface SyncedTextProps<E extends TextElement> {
  ref: RefCallback<E>
  defaultValue: string
  onChange: (event: ChangeEvent<E>) => void
  onCompositionStart: () => void
  onCompositionEnd: (event: CompositionEvent<E>) => void
}

/**
 * Binds a text field to a document value without ever losing a keystroke (issue 13).
 *
 * The element owns its text (it is uncontrolled): a render, however late or stale, never writes an
 * old value into it. Each input event is sent as the change from the text the user saw to the text
 * the element now holds (`onEdit`), and the store applies it to the document at once. After every
 * render, and after each edit, the document's text as it is now (`readLiveText`, not the rendered
 * value) is compared with the last one seen: when it changed, someone else edited it (or it was reset),
 * and the element takes the new text with its caret and selection moved through the change. An edit
 * the document did not take (a number out of range) leaves the user's text in place. While an input
 * method composes text the element is left alone; it catches up when composition ends.
 */
export function useSyncedText<E extends TextElement>(options: SyncedTextOptions): SyncedTextProps<E> {
  const {readLiveText, onEdit, shows = Object.is} = options
  const element = useRef<E | null>(null)
  /** The text the next edit is relative to: what the element showed after the last event or sync. */
  const shown = useRef(options.renderedText)
  /** The document's text when the element last caught up with it. */
  const seen = useRef(options.renderedText)
  const composing = useRef(false)
  /**
   * The element's text at mount, never changed after: React writes a changed `defaultValue` into an
   * element whose text neither the user nor `sync` has set yet, so a stale render would show old text.
   */
  const initialText = useRef(options.renderedText)
  const attached = useRef<E | null>(null)
  const latest = useRef({readLiveText, onEdit, shows})
  latest.current = {readLiveText, onEdit, shows}

  const sync = useCallback(() => {
    const node = element.current
    if (!node || composing.current) return
    const live = latest.current.readLiveText()
    if (live === seen.current) return
    seen.current = live
    const text = node.value
    if (latest.current.shows(text, live)) {
      shown.current = text
      return
    }
    const focused = node.ownerDocument.activeElement === node
    const selection = focused ? selectionOf(node) : undefined
    node.value = live
    shown.current = live
    if (selection) {
      const next = mapSelection(text, live, selection)
      node.setSelectionRange(next.start, next.end, next.direction)
    }
  }, [])

  // After every render: the document may have changed under the element (someone else's edit).
  useLayoutEffect(sync)

  const ref = useCallback<RefCallback<E>>(
    (node) => {
      element.current = node
      if (!node) return
      // A new element (not the same one again: a parent may pass a new ref each render) shows its
      // default text: it has caught up with that, and takes any change since.
      if (node !== attached.current) {
        attached.current = node
        shown.current = node.value
        seen.current = node.value
      }
      sync()
    },
    [sync],
  )

  const onChange = useCallback(
    (event: ChangeEvent<E>) => {
      const node = event.currentTarget
      const before = shown.current
      const after = node.value
      if (before === after) return
      shown.current = after
      const {readLiveText: read, onEdit: edit} = latest.current
      const liveBefore = read()
      edit(before, after, selectionOf(node)?.end)
      // Taken: the document has the edit (and maybe a change from someone else the element has not shown
      // yet, which it takes now). Not taken: the element keeps what the user typed.
      if (read() !== liveBefore || liveBefore !== seen.current) sync()
    },
    [sync],
  )

  const onCompositionStart = useCallback(() => {
    composing.current = true
  }, [])
  const onCompositionEnd = useCallback(() => {
    composing.current = false
    sync()
  }, [sync])

  // The same props on every render: the element owns its text, so an input may keep its element while
  // only the value changed (the sync above still runs after its render).
  const defaultValue = initialText.current
  return useMemo(
    () => ({ref, defaultValue, onChange, onCompositionStart, onCompositionEnd}),
    [ref, defaultValue, onChange, onCompositionStart, onCompositionEnd],
  )
}

/** The element's selection; number and email fields have none (reading it throws or gives null). */
function selectionOf(node: TextElement) {
  try {
    const {selectionStart: start, selectionEnd: end, selectionDirection: direction} = node
    if (start === null || end === null) return undefined
    return {start, end, direction: direction ?? undefined}
  } catch {
    return undefined
  }
}
