import {useEditor, type EditorSchema} from '@portabletext/editor'
import {getFocusTextBlock} from '@portabletext/editor/selectors'
import {AddIcon} from '@sanity/icons/Add'
import {BlockElementIcon} from '@sanity/icons/BlockElement'
import {InlineElementIcon} from '@sanity/icons/InlineElement'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import {useId} from 'react'
import {useRichTextContext} from '../objects/rich-text-context.js'
import {useFormText} from '../../i18n/form-strings.js'

/**
 * 'Insert' in the toolbar: the block objects and inline objects the schema's `of` allows. The new
 * object is inserted at the caret and its editor opens at once.
 */
export function InsertMenu({schema, disabled}: {schema: EditorSchema; disabled: boolean}) {
  const t = useFormText()
  const editor = useEditor()
  const {openObject} = useRichTextContext()
  const id = useId()
  if (schema.blockObjects.length === 0 && schema.inlineObjects.length === 0) return null

  const insertBlockObject = (name: string) => {
    const before = new Set(editor.getSnapshot().context.value.map((block) => block._key))
    // The menu took focus; the editor gets it back (with its selection) before inserting there.
    editor.send({type: 'focus'})
    editor.send({type: 'insert.block object', blockObject: {name}, placement: 'auto'})
    const inserted = editor
      .getSnapshot()
      .context.value.find((block) => !before.has(block._key) && block._type === name)
    if (inserted) openObject({kind: 'block', blockKey: inserted._key})
  }

  const insertInlineObject = (name: string) => {
    const childKeys = () => {
      const block = getFocusTextBlock(editor.getSnapshot())
      return block ? {blockKey: block.node._key, children: block.node.children} : undefined
    }
    editor.send({type: 'focus'})
    const before = new Set(childKeys()?.children.map((child) => child._key))
    editor.send({type: 'insert.inline object', inlineObject: {name}})
    const after = childKeys()
    const inserted = after?.children.find((child) => !before.has(child._key) && child._type === name)
    if (after && inserted) openObject({kind: 'inline', blockKey: after.blockKey, childKey: inserted._key})
  }

  return (
    <MenuButton
      id={id}
      button={
        <Button
          mode="bleed"
          icon={AddIcon}
          aria-label={t('rich-text.insert')}
          title={t('rich-text.insert')}
          disabled={disabled}
        />
      }
      menu={
        <Menu>
          {schema.blockObjects.map((type) => (
            <MenuItem
              key={`block:${type.name}`}
              icon={BlockElementIcon}
              text={type.title ?? type.name}
              onClick={() => insertBlockObject(type.name)}
            />
          ))}
          {schema.blockObjects.length > 0 && schema.inlineObjects.length > 0 && <MenuDivider />}
          {schema.inlineObjects.map((type) => (
            <MenuItem
              key={`inline:${type.name}`}
              icon={InlineElementIcon}
              text={t('rich-text.inline-object', {title: type.title ?? type.name})}
              onClick={() => insertInlineObject(type.name)}
            />
          ))}
        </Menu>
      }
      popover={{portal: true, placement: 'bottom-start'}}
    />
  )
}
