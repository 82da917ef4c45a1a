import {useEditor, type PortableTextObject} from '@portabletext/editor'
import {EditIcon} from '@sanity/icons/Edit'
import {TrashIcon} from '@sanity/icons/Trash'
import {Button, Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {useRef, type ReactElement} from 'react'
import {ItemPreview} from '../../arrays/item-preview.js'
import {BlockImagePreview, imageSourceOf} from './block-image-preview.js'
import {highestLevel} from '../../validation/field-validation-status.js'
import {useBlockStatus} from '../status/block-status-store.js'
import {BlockGutter} from '../status/block-gutter.js'
import {blockFieldId, memberTypeByName, useRichTextContext} from './rich-text-context.js'
import {useFormText} from '../../i18n/form-strings.js'

export interface BlockObjectViewProps {
  attributes: Record<string, unknown>
  children: ReactElement
  node: PortableTextObject
  selected: boolean
  /** The type's title, when the compiled type is not found (a value the schema does not know). */
  fallbackTitle: string
}

/**
 * A block object in the text (spec/001 §2): its preview (an image shows as the image), Edit and
 * Remove buttons, and a double-click opens the same dialog array items use.
 */
export function BlockObjectView({attributes, children, node, selected, fallbackTitle}: BlockObjectViewProps) {
  const editor = useEditor()
  const t = useFormText()
  const {arrayType, readOnly, openObject, fieldId, statusStore} = useRichTextContext()
  const status = useBlockStatus(statusStore, node._key)
  const tone =
    highestLevel(status?.validation ?? []) === 'error' ? 'critical' : selected ? 'primary' : 'default'
  const type = memberTypeByName(arrayType, node._type)
  const element = useRef<HTMLDivElement>(null)
  const image = imageSourceOf(node)
  const open = () => openObject({kind: 'block', blockKey: node._key, element: element.current})
  const remove = () => editor.send({type: 'delete.block', at: [{_key: node._key}]})
  return (
    <div
      {...attributes}
      data-block-object={node._type}
      data-key={node._key}
      data-field={blockFieldId(fieldId, node._key)}
      style={{position: 'relative'}}
    >
      <Card
        ref={element}
        contentEditable={false}
        radius={2}
        padding={1}
        marginY={2}
        border
        tone={tone}
        style={{userSelect: 'none'}}
        onDoubleClick={open}
      >
        <Flex align="center" gap={1}>
          {image && <BlockImagePreview source={image} alt={type?.title ?? fallbackTitle} />}
          <Box flex={1} style={{minWidth: 0}}>
            {type ? (
              <ItemPreview type={type} value={node} layout="block" />
            ) : (
              <Box padding={2}>{fallbackTitle}</Box>
            )}
          </Box>
          <Button
            mode="bleed"
            icon={EditIcon}
            aria-label={t(readOnly ? 'item.view' : 'item.edit', {type: type?.title ?? fallbackTitle})}
            onClick={open}
          />
          {!readOnly && (
            <Button
              mode="bleed"
              tone="critical"
              icon={TrashIcon}
              aria-label={t('rich-text.remove-object', {type: type?.title ?? fallbackTitle})}
              onClick={remove}
            />
          )}
        </Flex>
      </Card>
      <BlockGutter blockKey={node._key} />
      {children}
    </div>
  )
}
