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
}
