import {Card} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import type {AssetDocument} from '@tessera/store'
import {memo} from 'react'
import {useAssetServices} from '../inputs/assets/asset-services.js'
import {AssetItemMenu} from './asset-item-menu.js'
import {useFormText} from '../i18n/form-strings.js'

/** spec/002 §9: thumbnails are 200 px high (times the pixel ratio). */
const THUMB_HEIGHT = 200
/** A tile's width and height in the grid. */
export const TILE = 140

export interface ImageTileHandlers {
  select(asset: AssetDocument): void
  showUsage(asset: AssetDocument): void
  delete(asset: AssetDocument): void
}

/**
 * One image of the library's grid. Memoised: while the grid scrolls only tiles that come into view
 * render, not every tile of the rows on screen (each carries a menu button).
 */
export const ImageTile = memo(function ImageTile({
  asset,
  selected,
  deleting,
  canDelete,
  dpr,
  handlers,
}: {
  asset: AssetDocument
  selected: boolean
  deleting: boolean
  canDelete: boolean
  dpr: number
  /** Stable across renders (the grid keeps them in a ref). */
  handlers: ImageTileHandlers
}) {
  const {imageUrls} = useAssetServices()
  const t = useFormText()
  const url = imageUrls.image(asset._id).height(THUMB_HEIGHT).dpr(dpr).fit('max').auto('format').url()
  return (
    <Card
      data-asset-id={asset._id}
      data-selected={selected || undefined}
      radius={2}
      tone={selected ? 'primary' : 'transparent'}
      border={selected}
      style={{
        width: TILE,
        height: TILE,
        position: 'relative',
        overflow: 'hidden',
        opacity: deleting ? 0.3 : 1,
      }}
    >
      <button
        type="button"
        title={asset.originalFilename}
        aria-label={t('asset-library.select-image-named', {name: asset.originalFilename ?? asset._id})}
        onClick={() => handlers.select(asset)}
        style={{all: 'unset', display: 'block', width: '100%', height: '100%', cursor: 'pointer'}}
      >
        <img
          alt={asset.originalFilename ?? ''}
          src={url}
          loading="lazy"
          decoding="async"
          style={{width: '100%', height: '100%', objectFit: 'contain', display: 'block'}}
        />
      </button>
      <Box style={{position: 'absolute', top: 4, right: 4}}>
        <Card radius={2} shadow={1}>
          <AssetItemMenu
            canDelete={canDelete}
            onShowUsage={() => handlers.showUsage(asset)}
            onDelete={() => handlers.delete(asset)}
          />
        </Card>
      </Box>
    </Card>
  )
})
