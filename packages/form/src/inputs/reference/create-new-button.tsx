import {AddIcon} from '@sanity/icons/Add'
import {Button} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {LazyTooltip} from '@tessera/kit'
import type {CreateOption} from './reference-services.js'
import {useReferenceMessages} from './use-reference-messages.js'

/**
 * spec/001 §2, §6: create a new target. One option is a button, several a menu in which only granted
 * ones are enabled. With none granted the button is disabled and its tooltip gives the permission
 * message (spec/002 §6, listing the user's roles).
 */
export function CreateNewButton({
  id,
  options,
  readOnly,
  onCreate,
}: {
  id: string
  options: CreateOption[]
  readOnly: boolean
  onCreate(option: CreateOption): void
}) {
  const M = useReferenceMessages()
  if (options.length === 0) return null
  const granted = options.filter((option) => option.permission.granted)
  if (granted.length === 0) {
    const reason = options.find((option) => option.permission.reason)?.permission.reason
    return (
      <LazyTooltip
        content={
          <Box padding={2} style={{maxWidth: 280}}>
            <Text size={1} data-testid="reference-create-denied">
              {reason}
            </Text>
          </Box>
        }
        portal
        placement="top"
      >
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <span data-testid="reference-create-disabled" tabIndex={0} aria-label={reason}>
          <Button mode="ghost" icon={AddIcon} text={M.createNew} disabled />
        </span>
      </LazyTooltip>
    )
  }
  if (options.length === 1) {
    const [option] = options
    return (
      <Button
        mode="ghost"
        icon={AddIcon}
        text={M.createNew}
        disabled={readOnly}
        data-testid="reference-create"
        onClick={() => onCreate(option!)}
      />
    )
  }
  return (
    <MenuButton
      id={`${id}-create-menu`}
      button={
        <Button
          mode="ghost"
          icon={AddIcon}
          text={M.createNew}
          disabled={readOnly}
          data-testid="reference-create"
        />
      }
      menu={
        <Menu>
          {options.map((option) => (
            <MenuItem
              key={option.id}
              text={option.title}
              disabled={!option.permission.granted}
              title={option.permission.reason}
              onClick={() => onCreate(option)}
            />
          ))}
        </Menu>
      }
      popover={{portal: true, placement: 'bottom-end'}}
    />
  )
}
