import type {Editor} from '@portabletext/editor'
import {getBlockStartPoint} from '@portabletext/editor/utils'
import {blockFieldId} from '../objects/rich-text-context.js'

/**
 * The form reveals a block of this field (a validation marker chosen, a focus path followed): the
 * editor's own caret goes to the block's start and the editor takes focus, so the next key lands
 * there however soon it comes. Cancels the event so the form does not set a DOM caret of its own.
 */
export function placeCaretAtRevealedBlock(editor: Editor, fieldId: string, event: Event): void {
  if (!(event.target instanceof Element)) return
  const id = event.target.getAttribute('data-field')
  const {context} = editor.getSnapshot()
  const node = context.value.find((block) => blockFieldId(fieldId, block._key) === id)
  if (!node) return
  event.preventDefault()
  const point = getBlockStartPoint({context, block: {node, path: [{_key: node._key}]}})
  editor.send({type: 'select', at: {anchor: point, focus: point}})
  editor.send({type: 'focus'})
  focusAtBlockStart(event.target)
}

/**
 * The editor focuses only once the selection's operation has been applied, a timer later (its
 * `focus` waits for pending operations), and a key typed the instant after the click that asked (a
 * marker chosen in the validation menu) went to what had focus: the menu's button. The DOM caret goes
 * to the block's first text and the editable takes focus now, where the editor's selection is about
 * to be, so that key is the editor's.
 */
function focusAtBlockStart(block: Element): void {
  const editable = block.closest<HTMLElement>('[contenteditable="true"]')
  const text = block.querySelector('[data-pt-text], [data-pt-zero-width]')?.firstChild
  if (!editable || !text || document.activeElement === editable) return
  const selection = document.getSelection()
  selection?.collapse(text, 0)
  editable.focus({preventScroll: true})
}
