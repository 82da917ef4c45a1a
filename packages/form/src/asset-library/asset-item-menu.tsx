import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {LinkIcon} from '@sanity/icons/Link'
import {TrashIcon} from '@sanity/icons/Trash'
import {Button} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {useId} from 'react'
import {useFormText} from '../i18n/form-strings.js'

/** spec/002 §2: each asset's menu — Show usage, and Delete for roles that may delete. */
export function AssetItemMenu({
  canDelete,
  onShowUsage,
  onDelete,
}: {
  canDelete: boolean
  onShowUsage(): void
  onDelete(): void
}) {
  const id = useId()
  const t = useFormText()
  // Clicks in the menu (portalled, but bubbling through React) must not select the asset behind it.
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <MenuButton
        id={`asset-item-${id}`}
        button={
          <Button
            data-testid="asset-item-menu"
            icon={EllipsisHorizontalIcon}
            mode="bleed"
            padding={2}
            fontSize={1}
            aria-label={t('asset-library.asset-actions')}
          />
        }
        menu={
          <Menu>
            <MenuItem icon={LinkIcon} text={t('asset-library.show-usage')} onClick={onShowUsage} />
            {canDelete && (
              <MenuItem
                icon={TrashIcon}
                text={t('asset-library.delete')}
                tone="critical"
                onClick={onDelete}
              />
            )}
          </Menu>
        }
        popover={{portal: true, placement: 'bottom-end'}}
      />
    </Box>
  )
}
