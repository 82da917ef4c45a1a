import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {LaunchIcon} from '@sanity/icons/Launch'
import {ResetIcon} from '@sanity/icons/Reset'
import {SplitHorizontalIcon} from '@sanity/icons/SplitHorizontal'
import {SyncIcon} from '@sanity/icons/Sync'
import {Button, Card} from '@sanity/ui'
import {Flex} from '@tessera/kit/primitives'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {ReactNode} from 'react'
import {useReferenceMessages} from './use-reference-messages.js'

export interface ReferenceCardProps {
  id: string
  /** The target's preview (or its unavailable state). */
  children: ReactNode
  readOnly: boolean
  tone?: 'default' | 'caution' | 'critical'
  /** The edit-intent link of the target (new tab); absent when the target's type is unknown. */
  href?: string
  onClear(): void
  onReplace(): void
  onOpenBeside?: () => void
}

/**
 * The selected reference (spec/001 §2): the target's preview, and a menu with Clear, Replace, open in
 * a pane beside this one and open in a new tab.
 */
export function ReferenceCard({
  id,
  children,
  readOnly,
  tone,
  href,
  onClear,
  onReplace,
  onOpenBeside,
}: ReferenceCardProps) {
  const M = useReferenceMessages()
  return (
    <Card border radius={2} padding={1} tone={tone} data-testid="reference-card">
      <Flex align="center" gap={1}>
        <Flex flex={1} style={{minWidth: 0}} padding={1}>
          {children}
        </Flex>
        <MenuButton
          id={`${id}-menu`}
          button={
            <Button
              mode="bleed"
              icon={EllipsisHorizontalIcon}
              aria-label={M.menuLabel}
              data-testid="reference-menu"
            />
          }
          menu={
            <Menu>
              <MenuItem
                disabled={readOnly}
                icon={ResetIcon}
                text={M.clear}
                tone="critical"
                onClick={onClear}
              />
              <MenuItem disabled={readOnly} icon={SyncIcon} text={M.replace} onClick={onReplace} />
              {(onOpenBeside || href) && <MenuDivider />}
              {onOpenBeside && (
                <MenuItem icon={SplitHorizontalIcon} text={M.openBeside} onClick={onOpenBeside} />
              )}
              {href && (
                <MenuItem
                  as="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  icon={LaunchIcon}
                  text={M.openInNewTab}
                />
              )}
            </Menu>
          }
          popover={{portal: true, placement: 'bottom-end'}}
        />
      </Flex>
    </Card>
  )
}
