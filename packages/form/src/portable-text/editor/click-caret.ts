import type {Editor} from '@portabletext/editor'
import {isEqualSelections} from '@portabletext/editor/utils'

/**
 * Hands the caret a click put in the text to the editor at once (issue 14).
 *
 * The editor learns of a caret the browser placed from `selectionchange`, which Chrome fires a task
 * later and the editor reads at most every 100 ms. A key typed within milliseconds of a click, before
 * that, met an editor whose own selection was still the previous one (the start, right after the
 * 'Click to edit' activation): the key went to the click's place (the browser's target range) and the
 * editor then put its old selection back, so the next keys went there.
 *
 * Called on the click in the capture phase (before the editor's own click handling), for a plain
 * click that left a collapsed caret: the point on screen that hit-tests to exactly that DOM caret
 * (the click's, else the caret's own), resolved by the editor's `getPointAtCoordinates` (the same
 * hit test), becomes the editor's selection. Drags, double clicks and Shift+clicks, whose selection
 * is not a point, are left to the editor's `selectionchange` handling.
 */
export function handClickCaretToEditor(editor: Editor, event: MouseEvent): void {
  if (event.button !== 0 || event.detail > 1 || event.shiftKey) return
  handCaretToEditor(editor, {x: event.clientX, y: event.clientY})
}

/**
 * Makes the browser's collapsed caret in the editor the editor's selection now (see above), found
 * from `near` (a point on screen that should hit-test to it) or the caret's own place on screen.
 */
export function handCaretToEditor(editor: Editor, near?: {x: number; y: number}): void {
  const root = editor.dom.getEditorElement()
  const document = root?.ownerDocument
  const selection = document?.getSelection()
  if (!document?.caretPositionFromPoint || !selection?.isCollapsed || !selection.anchorNode) return
  if (!root?.contains(selection.anchorNode)) return
  // Where the caret is found from: the click's point, or (a click beside the text, which the browser
  // snaps to the nearest line) the caret's own place on screen.
  const caret = selection.getRangeAt(0).getBoundingClientRect()
  const candidates = [...(near ? [near] : []), {x: caret.left, y: caret.top + caret.height / 2}]
  const coordinates = candidates.find(({x, y}) => {
    const position = document.caretPositionFromPoint(x, y)
    return position?.offsetNode === selection.anchorNode && position.offset === selection.anchorOffset
  })
  const point = coordinates && editor.dom.getPointAtCoordinates(coordinates)
  if (!point) return
  const at = {anchor: point, focus: point}
  const current = editor.getSnapshot().context.selection
  if (current && isEqualSelections(current, at)) return
  editor.send({type: 'select', at})
}
