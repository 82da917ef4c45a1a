import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {Button, Hotkeys} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {createCodeLoader, LazyMenuButton, LazyTooltip} from '@tessera/kit'
import {memo} from 'react'
import {useStructureText} from '../../i18n/structure-strings.js'
import {hotkeyKeys} from '../../hotkeys/index.js'
import {SpinningIcon} from '../../util/spinning-icon.js'
import type {ActionItemState} from './action-item-state.js'
import {pickPrimaryAction} from './pick-primary-action.js'

/** Width of the menu: wide enough for a disabled reason on two or three lines. */
const MENU_WIDTH = 320

export interface DocumentActionsBarProps {
  /** The visible actions in order: the primary button is chosen by `pickPrimaryAction`, the rest are in the menu. */
  items: readonly ActionItemState[]
  /** The actions are not known yet: a disabled placeholder keeps the footer's height. */
  loading?: boolean
  /** Makes the menu's id unique (the document id). */
  id?: string
  onSelect(name: string): void
}

/** The primary action's tooltip: why it is disabled, or its shortcut when it has one. */
function ActionTooltip({
  reason,
  shortcut,
  children,
}: {
  reason: false | string
  shortcut?: string
  children: React.ReactElement
}) {
  const content = reason ? (
    <Text size={1}>{reason}</Text>
  ) : shortcut ? (
    <Hotkeys keys={hotkeyKeys(shortcut)} fontSize={1} />
  ) : null
  return (
    <LazyTooltip
      disabled={!content}
      portal
      placement="top"
      content={
        <Box padding={2} style={{maxWidth: 280}}>
          {content}
        </Box>
      }
    >
      {children}
    </LazyTooltip>
  )
}

function PrimaryActionButton({item, onSelect}: {item: ActionItemState; onSelect(name: string): void}) {
  return (
    <ActionTooltip
      reason={item.running ? false : item.disabled}
      shortcut={item.running ? undefined : item.shortcut}
    >
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <Box
        as="span"
        display="inline-block"
        data-action-wrapper={item.name}
        data-disabled-reason={item.disabled || undefined}
      >
        <Button
          data-action={item.name}
          icon={item.running ? SpinningIcon : item.icon}
          text={item.label}
          tone={item.tone ?? 'primary'}
          disabled={Boolean(item.disabled)}
          onClick={() => onSelect(item.name)}
        />
      </Box>
    </ActionTooltip>
  )
}

const menuItemsCode = createCodeLoader(() =>
  import('./document-actions-menu-items.js').then((module) => module.DocumentActionsMenuItems),
)

/**
 * The document pane's footer row: the first action as a button (its disabled reason in a tooltip),
 * the others in a '…' menu (disabled ones with their reason under the label), and what is running.
 * Memoised: the footer keeps `items` the same array while nothing in them changed.
 */
export const DocumentActionsBar = memo(function DocumentActionsBar({
  items,
  loading = false,
  id = 'document',
  onSelect,
}: DocumentActionsBarProps) {
  const t = useStructureText()
  if (loading) {
    return (
      <Flex justify="flex-end" gap={1}>
        <Button text={t('actions.footer.loading')} mode="ghost" disabled />
      </Flex>
    )
  }
  if (items.length === 0) return null
  const {primary, rest} = pickPrimaryAction(items)
  const runningInMenu = rest.find((item) => item.running)
  return (
    <Flex justify="flex-end" align="center" gap={1} data-testid="document-actions">
      {runningInMenu && (
        <Box flex={1} paddingX={2}>
          <Text size={1} muted>
            {runningInMenu.label}
          </Text>
        </Box>
      )}
      {primary && <PrimaryActionButton item={primary} onSelect={onSelect} />}
      {rest.length > 0 && (
        <LazyMenuButton
          id={`document-actions-menu-${id}`}
          button={
            <Button
              icon={EllipsisHorizontalIcon}
              mode="bleed"
              aria-label={t('actions.footer.more-actions')}
              loading={Boolean(runningInMenu)}
            />
          }
          popover={{placement: 'top-end', portal: true, constrainSize: true}}
          menuProps={{style: {maxWidth: MENU_WIDTH}}}
          items={menuItemsCode}
          itemsProps={{items: rest, onSelect}}
        />
      )}
    </Flex>
  )
})
