import {AddIcon} from '@sanity/icons/Add'
import {Box, Button, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {Tooltip} from '@sanity/ui/tooltip'
import type {SchemaType} from '@tessera/types'

export const READ_ONLY_TOOLTIP = 'This field is read-only'

export interface AddItemButtonProps {
  /** Unique in the document (the array's id). */
  id: string
  /** The object types an item may have: one is a button, several a menu of their titles. */
  types: SchemaType[]
  readOnly: boolean
  onAdd: (type: SchemaType) => void
}

/** 'Add item' under an array: a button, a menu of types, or disabled with a tooltip when read-only. */
export function AddItemButton({id, types, readOnly, onAdd}: AddItemButtonProps) {
  if (readOnly || types.length === 0) {
    return (
      <Tooltip
        content={
          <Box padding={2}>
            <Text size={1}>{READ_ONLY_TOOLTIP}</Text>
          </Box>
        }
        disabled={!readOnly}
        portal
      >
        {/* A disabled button gets no pointer events: the tooltip listens on the wrapper. */}
        <div style={{display: 'block'}}>
          <Button icon={AddIcon} text="Add item" mode="ghost" disabled style={{width: '100%'}} />
        </div>
      </Tooltip>
    )
  }
  if (types.length === 1) {
    return <Button icon={AddIcon} text="Add item" mode="ghost" onClick={() => onAdd(types[0])} />
  }
  return (
    <MenuButton
      id={`${id}-add`}
      button={<Button icon={AddIcon} text="Add item" mode="ghost" style={{width: '100%'}} />}
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
