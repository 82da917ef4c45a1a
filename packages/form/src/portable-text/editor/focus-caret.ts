import type {Editor} from '@portabletext/editor'
import {handCaretToEditor} from './click-caret.js'

/**
 * Gives the editor, at once, the caret a focus without a click put in it: Tab, `element.focus()`
 * (issue 9: no scrambled keystrokes).
 *
 * Such a focus leaves Chrome's caret at the body's start while the editor keeps its old selection
 * until it reads `selectionchange` (up to ~100 ms later, longer on a loaded machine). Keys in between
 * went to either, by turns: Enter at the start, the letters after it at the old place. And Chrome
 * keeps that caret as a position before the first block, not in its text: after Enter inserts a
 * paragraph above, the caret lies in the new empty paragraph while the editor's selection stays on
 * the text below, and each later key went to the empty paragraph's start ("abc" came out "cba").
 *
 * So the caret is set to the place it reports (which pins it to that text node), and the editor
 * selects it now, as it would have a moment later. A caret the editor put there itself (its own
 * focus puts its selection in the DOM first) is already its selection; a caret on a block or inline
 * object is left alone.
 */
export function handFocusCaretToEditor(editor: Editor, root: HTMLElement): void {
  const selection = root.ownerDocument.getSelection()
  const anchor = selection?.anchorNode
  if (!selection?.isCollapsed || !anchor || !root.contains(anchor)) return
  const element = anchor instanceof Element ? anchor : anchor.parentElement
  if (element?.closest('[data-pt-block="object"], [data-pt-inline="object"]')) return
  selection.setBaseAndExtent(anchor, selection.anchorOffset, anchor, selection.anchorOffset)
  handCaretToEditor(editor)
}
