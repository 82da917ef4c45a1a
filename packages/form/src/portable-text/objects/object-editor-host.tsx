import type {Path} from '@tessera/types'
import {useEditor} from '@portabletext/editor'
import {useCallback, useMemo} from 'react'
import {domIdOf} from '../../arrays/array-patches.js'
import {ItemEditor, modalOptionsOf, type ModalOptions} from '../../arrays/item-editor.js'
import type {OnPatch, RenderInput} from '../../inputs/input-props.js'
import {prefixPatches} from '../../patch/patches.js'
import type {FormNode} from '../../state/types.js'
import {formNodeAt, objectPath, type ObjectTarget} from './object-target.js'

export interface ObjectEditorHostProps {
  /** The rich-text field's node. */
  node: FormNode
  target: ObjectTarget | undefined
  onChange: OnPatch
  renderInput: RenderInput
  onClose: () => void
}

/** Inline objects and annotations open in a popover at the object; block objects as the type says. */
function modalFor(target: ObjectTarget, type: FormNode['schemaType']): ModalOptions {
  const own = modalOptionsOf(type)
  if (target.kind === 'block' || type.options?.modal) return own
  return {type: 'popover', width: 1}
}

/** Patches of an object's form, addressed to it inside the field. */
function prefixedOnChange(onChange: OnPatch, path: Path): OnPatch {
  return (patches) => {
    let prefixed = patches
    for (const segment of [...path].reverse()) prefixed = prefixPatches(prefixed, segment)
    onChange(prefixed)
  }
}

/**
 * The open object's form (a block object, an inline object or an annotation), in the same dialog or
 * popover array items use, with the form's own inputs, validation and presence. It closes by itself
 * when the object is gone (someone removed it).
 */
export function ObjectEditorHost({node, target, onChange, renderInput, onClose}: ObjectEditorHostProps) {
  const editor = useEditor()
  // Closing puts the caret back on the object (the dialog hands focus to whatever opened it first),
  // so Enter after editing a block object starts a paragraph after it, as the user expects.
  const close = useCallback(() => {
    onClose()
    if (!target) return
    requestAnimationFrame(() => {
      // An annotation's text keeps the selection it had; an object gets the caret on it.
      if (target.kind !== 'annotation') {
        const at = {path: objectPath(target), offset: 0}
        editor.send({type: 'select', at: {anchor: at, focus: at}})
      }
      editor.send({type: 'focus'})
    })
  }, [editor, onClose, target])
  const path = useMemo(() => (target ? objectPath(target) : []), [target])
  // One callback per open object, so the object's inputs are not re-rendered by a new one each time.
  const onObjectChange = useMemo(() => prefixedOnChange(onChange, path), [onChange, path])
  if (!target) return null
  const objectNode = formNodeAt(node, path)
  if (!objectNode) return null
  const modal = modalFor(target, objectNode.schemaType)
  if (modal.type === 'popover' && !target.element) modal.type = 'dialog'
  return (
    <ItemEditor
      id={`${domIdOf(objectNode.id)}-editor`}
      itemType={objectNode.schemaType}
      readOnly={node.readOnly}
      modal={modal}
      referenceElement={target.element}
      onClose={close}
    >
      {renderInput(objectNode, onObjectChange)}
    </ItemEditor>
  )
}
