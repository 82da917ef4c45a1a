import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {MenuItem} from '@sanity/ui/menu'
import {createElement} from 'react'
import type {ActionItemState} from './action-item-state.js'

function ActionMenuItem({item, onSelect}: {item: ActionItemState; onSelect(name: string): void}) {
  return (
    <MenuItem
      data-action={item.name}
      data-disabled-reason={item.disabled || undefined}
      tone={item.tone === 'critical' ? 'critical' : 'default'}
      disabled={Boolean(item.disabled)}
      onClick={() => onSelect(item.name)}
    >
      <Flex gap={3} align="flex-start">
        {item.icon && <Text size={1}>{createElement(item.icon)}</Text>}
        {/* The reason is a subtitle, not a tooltip: a disabled item gets no hover events. */}
        <Stack gap={2} flex={1}>
          <Text size={1} weight="medium">
            {item.label}
          </Text>
          {item.disabled && !item.running && (
            <Text size={1} muted>
              {item.disabled}
            </Text>
          )}
        </Stack>
      </Flex>
    </MenuItem>
  )
}

/** The footer's '…' menu items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function DocumentActionsMenuItems({
  items,
  onSelect,
}: {
  items: readonly ActionItemState[]
  onSelect(name: string): void
}) {
  return items.map((item) => <ActionMenuItem key={item.name} item={item} onSelect={onSelect} />)
}
