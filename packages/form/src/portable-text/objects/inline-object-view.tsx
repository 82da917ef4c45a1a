import {useEditor, type PortableTextObject} from '@portabletext/editor'
import {EditIcon} from '@sanity/icons/Edit'
import {TrashIcon} from '@sanity/icons/Trash'
import {Button, Card, useClickOutsideEvent} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {useState, type ReactElement} from 'react'
import {itemPreviewValue} from '../../arrays/item-preview-value.js'
import {useBlockStatus} from '../status/block-status-store.js'
import {hasErrorAt} from '../status/collect-status.js'
import {memberTypeByName, useRichTextContext} from './rich-text-context.js'
import {useFormText} from '../../i18n/form-strings.js'

export interface InlineObjectViewProps {
  attributes: Record<string, unknown>
  children: ReactElement
  node: PortableTextObject
  /** The text block the object is in. */
  blockKey: string
  selected: boolean
  fallbackTitle: string
}

/**
 * An inline object in the text (spec/001 §2): a chip with its preview title. A click opens a small
 * popover with Edit and Remove; a double-click opens its editor at once.
 */
export function InlineObjectView({
  attributes,
  children,
  node,
  blockKey,
  selected,
  fallbackTitle,
}: InlineObjectViewProps) {
  const editor = useEditor()
  const t = useFormText()
  const {arrayType, readOnly, openObject, statusStore} = useRichTextContext()
  const status = useBlockStatus(statusStore, blockKey)
  const invalid = hasErrorAt(status, node._key)
  const type = memberTypeByName(arrayType, node._type)
  const [chip, setChip] = useState<HTMLSpanElement | null>(null)
  const [actionsOpen, setActionsOpen] = useState(false)
  const [actions, setActions] = useState<HTMLDivElement | null>(null)
  useClickOutsideEvent(actionsOpen && (() => setActionsOpen(false)), () => [chip, actions])
  const title = type ? String(itemPreviewValue(type, node).title ?? type.title ?? type.name) : fallbackTitle
  const path = [{_key: blockKey}, 'children', {_key: node._key}]
  const open = () => {
    setActionsOpen(false)
    openObject({kind: 'inline', blockKey, childKey: node._key, element: chip})
  }
  const remove = () => {
    setActionsOpen(false)
    editor.send({type: 'delete.child', at: path})
  }
  return (
    <span {...attributes} data-inline-object={node._type} data-key={node._key}>
      <Popover
        open={actionsOpen && !!chip}
        portal
        placement="bottom"
        referenceElement={chip}
        content={
          <Flex ref={setActions} gap={1} padding={1} data-inline-object-actions="">
            <Button
              mode="bleed"
              icon={EditIcon}
              text={t(readOnly ? 'rich-text.view' : 'rich-text.edit')}
              fontSize={1}
              onClick={open}
            />
            {!readOnly && (
              <Button
                mode="bleed"
                tone="critical"
                icon={TrashIcon}
                text={t('rich-text.remove')}
                fontSize={1}
                onClick={remove}
              />
            )}
          </Flex>
        }
      />
      <Card
        as="span"
        ref={setChip}
        contentEditable={false}
        radius={2}
        paddingX={1}
        tone={invalid ? 'critical' : selected ? 'primary' : 'default'}
        data-invalid={invalid ? '' : undefined}
        border
        style={{display: 'inline-block', userSelect: 'none', cursor: 'pointer'}}
        onClick={() => setActionsOpen((previous) => !previous)}
        onDoubleClick={open}
      >
        <Text as="span" size={1}>
          {title}
        </Text>
      </Card>
      {children}
    </span>
  )
}
