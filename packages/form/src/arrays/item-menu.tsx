import {CopyIcon} from '@sanity/icons/Copy'
import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {InsertAboveIcon} from '@sanity/icons/InsertAbove'
import {InsertBelowIcon} from '@sanity/icons/InsertBelow'
import {TrashIcon} from '@sanity/icons/Trash'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuGroup, MenuItem} from '@sanity/ui/menu'
import type {SchemaType} from '@tessera/types'
import {memo} from 'react'
import {useFormText} from '../i18n/form-strings.js'

export interface ItemMenuProps {
  /** Unique in the document (the item's id). */
  id: string
  /** The object types a new item may have (a submenu of types when there are several). */
  types: SchemaType[]
  onRemove: () => void
  onDuplicate: () => void
  onInsert: (position: 'before' | 'after', type: SchemaType) => void
}

const titleOf = (type: SchemaType) => type.title ?? type.name

function InsertItems({
  position,
  types,
  onInsert,
}: {
  position: 'before' | 'after'
  types: SchemaType[]
  onInsert: ItemMenuProps['onInsert']
}) {
  const t = useFormText()
  const text = position === 'before' ? t('array.add-item-before') : t('array.add-item-after')
  const icon = position === 'before' ? InsertAboveIcon : InsertBelowIcon
  if (types.length === 1) {
    return <MenuItem text={text} icon={icon} onClick={() => onInsert(position, types[0])} />
  }
  return (
    <MenuGroup text={text} icon={icon} popover={{placement: 'right-start', portal: true}}>
      {types.map((type) => (
        <MenuItem key={type.name} text={titleOf(type)} onClick={() => onInsert(position, type)} />
      ))}
    </MenuGroup>
  )
}

/** An item's actions: remove, duplicate, and adding an item before or after it (memoised, like the handle). */
export const ItemMenu = memo(function ItemMenu({id, types, onRemove, onDuplicate, onInsert}: ItemMenuProps) {
  const t = useFormText()
  return (
    <MenuButton
      id={id}
      button={
        <Button mode="bleed" padding={2} icon={EllipsisHorizontalIcon} aria-label={t('array.item-actions')} />
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu>
          <MenuItem text={t('array.remove')} icon={TrashIcon} tone="critical" onClick={onRemove} />
          <MenuItem text={t('array.duplicate')} icon={CopyIcon} onClick={onDuplicate} />
          {types.length > 0 && <MenuDivider />}
          {types.length > 0 && <InsertItems position="before" types={types} onInsert={onInsert} />}
          {types.length > 0 && <InsertItems position="after" types={types} onInsert={onInsert} />}
        </Menu>
      }
    />
  )
})
