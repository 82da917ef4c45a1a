import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {DownloadIcon} from '@sanity/icons/Download'
import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {ImagesIcon} from '@sanity/icons/Images'
import {ResetIcon} from '@sanity/icons/Reset'
import {TrashIcon} from '@sanity/icons/Trash'
import {UploadIcon} from '@sanity/icons/Upload'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import {useStudioToast} from '@tessera/kit'
import type {AssetKind} from '@tessera/store'
import {useId} from 'react'
import {useFilePicker} from './file-picker-button.js'
import {useFormText} from '../../i18n/form-strings.js'

export interface AssetMenuProps {
  kind: AssetKind
  accept: string
  readOnly: boolean
  /** The asset's URL (copy), and its download link (forced file name). */
  url?: string
  downloadUrl?: string
  onReplace(file: File): void
  onBrowse(): void
  onRemove(): void
}

/**
 * spec/001 §2: the options menu of an image or file (replace by upload, select from the library,
 * download, copy URL, clear field). Removing never deletes the asset.
 */
export function AssetMenu({
  kind,
  accept,
  readOnly,
  url,
  downloadUrl,
  onReplace,
  onBrowse,
  onRemove,
}: AssetMenuProps) {
  const toast = useStudioToast()
  const id = useId()
  const t = useFormText()
  const [picker, openPicker] = useFilePicker(accept, onReplace)
  return (
    <>
      {picker}
      <MenuButton
        id={`asset-menu-${id}`}
        button={
          <Button
            data-testid="asset-menu"
            icon={EllipsisHorizontalIcon}
            mode="ghost"
            aria-label={kind === 'image' ? t('asset.image-menu') : t('asset.file-menu')}
          />
        }
        menu={
          <Menu>
            <MenuItem disabled={readOnly} icon={UploadIcon} text={t('asset.replace')} onClick={openPicker} />
            <MenuItem
              disabled={readOnly}
              icon={ImagesIcon}
              text={t('asset.open-library')}
              onClick={onBrowse}
            />
            <MenuDivider />
            {downloadUrl && (
              <MenuItem as="a" href={downloadUrl} icon={DownloadIcon} text={t('asset.download')} />
            )}
            {url && (
              <MenuItem
                icon={ClipboardIcon}
                text={t('asset.copy-url')}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(url)
                    .then(() => toast.push({status: 'info', title: t('asset.url-copied')}))
                }}
              />
            )}
            <MenuDivider />
            <MenuItem
              disabled={readOnly}
              icon={kind === 'image' ? TrashIcon : ResetIcon}
              text={t('asset.clear-field')}
              tone="critical"
              onClick={onRemove}
            />
          </Menu>
        }
        popover={{portal: true, placement: 'bottom-end'}}
      />
    </>
  )
}
