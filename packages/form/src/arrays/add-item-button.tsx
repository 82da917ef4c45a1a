import {AddIcon} from '@sanity/icons/Add'
import {InsertAboveIcon} from '@sanity/icons/InsertAbove'
import {Button} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import type {SchemaType} from '@tessera/types'
import {formStrings, useFormText} from '../i18n/form-strings.js'
import {cloneElement, memo} from 'react'
import {LazyTooltip} from '@tessera/kit'

/** The English tooltip of a read-only array's 'Add item' (tests, stories). */
export const READ_ONLY_TOOLTIP = formStrings['array.read-only']

export interface AddItemButtonProps {
  /** Unique in the document (the array's id). */
  id: string
  /** The object types an item may have: one is a button, several a menu of their titles. */
  types: SchemaType[]
  readOnly: boolean
  onAdd: (type: SchemaType) => void
  /**
   * Adds an item at the start instead (spec/001 §4 'prepend'): a button beside 'Add item' (a menu of
   * types when there are several). Left out, as for an empty list, where the end is the start.
   */
  onPrepend?: (type: SchemaType) => void
}

/** 'Add to the start': an icon button beside 'Add item', or a menu of types. */
export function PrependButton({
  id,
  types,
  onPrepend,
}: {
  id: string
  types: SchemaType[]
  onPrepend: (type: SchemaType) => void
}) {
  const t = useFormText()
  const label = t('array.add-item-start')
  const button = <Button icon={InsertAboveIcon} mode="ghost" aria-label={label} title={label} />
  if (types.length === 1) return cloneElement(button, {onClick: () => onPrepend(types[0])})
  return (
    <MenuButton
      id={`${id}-prepend`}
      button={button}
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu>
          {types.map((type) => (
            <MenuItem key={type.name} text={type.title ?? type.name} onClick={() => onPrepend(type)} />
          ))}
        </Menu>
      }
    />
  )
}

/**
 * 'Add item' under an array: a button, a menu of types, or disabled with a tooltip when read-only.
 * Memoised: the array renders with every edit of its items, the button only when its props change.
 */
export const AddItemButton = memo(function AddItemButton({
  id,
  types,
  readOnly,
  onAdd,
  onPrepend,
}: AddItemButtonProps) {
  const t = useFormText()
  if (readOnly || types.length === 0) {
    return (
      <LazyTooltip
        content={
          <Box padding={2}>
            <Text size={1}>{t('array.read-only')}</Text>
          </Box>
        }
        disabled={!readOnly}
        portal
      >
        {/* A disabled button gets no pointer events: the tooltip listens on the wrapper. */}
        <div style={{display: 'block'}}>
          <Button icon={AddIcon} text={t('array.add-item')} mode="ghost" disabled style={{width: '100%'}} />
        </div>
      </LazyTooltip>
    )
  }
  const add =
    types.length === 1 ? (
      <Button
        icon={AddIcon}
        text={t('array.add-item')}
        mode="ghost"
        onClick={() => onAdd(types[0])}
        style={{width: '100%'}}
      />
    ) : (
      <AddMenu id={id} types={types} onAdd={onAdd} />
    )
  if (!onPrepend) return add
  return (
    <Flex gap={2}>
      <Box flex={1}>{add}</Box>
      <PrependButton id={id} types={types} onPrepend={onPrepend} />
    </Flex>
  )
})

function AddMenu({id, types, onAdd}: Pick<AddItemButtonProps, 'id' | 'types' | 'onAdd'>) {
  const t = useFormText()
  return (
    <MenuButton
      id={`${id}-add`}
      button={<Button icon={AddIcon} text={t('array.add-item')} mode="ghost" style={{width: '100%'}} />}
      popover={{placement: 'bottom', portal: true, constrainSize: true, matchReferenceWidth: true}}
      menu={
        <Menu>
          {types.map((type) => (
            <MenuItem key={type.name} text={type.title ?? type.name} onClick={() => onAdd(type)} />
          ))}
        </Menu>
      }
    />
  )
}
