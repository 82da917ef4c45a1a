import {Box, Card, Flex} from '@sanity/ui'
import type {AssetDocument} from '@tessera/store'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useLayoutEffect, useRef, useState} from 'react'
import {useAssetServices} from '../inputs/assets/asset-services.js'
import {AssetItemMenu} from './asset-item-menu.js'

/** spec/002 §9: thumbnails are 200 px high (times the pixel ratio). */
const THUMB_HEIGHT = 200
const TILE = 140
const GAP = 8

/**
 * spec/002 §2: uploaded images as a grid of thumbnails, virtualised by rows so a library of
 * thousands of images renders only what is on screen.
 */
export function ImageGrid({
  assets,
  selectedId,
  deletingId,
  canDelete,
  onSelect,
  onShowUsage,
  onDelete,
  height,
}: {
  assets: AssetDocument[]
  selectedId?: string
  deletingId?: string
  canDelete: boolean
  onSelect(asset: AssetDocument): void
  onShowUsage(asset: AssetDocument): void
  onDelete(asset: AssetDocument): void
  height: number
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return undefined
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const columns = Math.max(1, Math.floor((width + GAP) / (TILE + GAP)))
  const rows = Math.ceil(assets.length / columns)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => TILE + GAP,
    overscan: 3,
  })
  const {imageUrls} = useAssetServices()
  const dpr = Math.min(3, Math.max(1, Math.round(globalThis.devicePixelRatio ?? 1)))

  return (
    <div ref={scroller} data-testid="image-grid" style={{height, overflowY: 'auto', contain: 'strict'}}>
      <div style={{height: virtualizer.getTotalSize(), position: 'relative'}}>
        {virtualizer.getVirtualItems().map((row) => (
          <Flex
            key={row.key}
            gap={2}
            style={{position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)`}}
          >
            {assets.slice(row.index * columns, row.index * columns + columns).map((asset) => {
              const url = imageUrls
                .image(asset._id)
                .height(THUMB_HEIGHT)
                .dpr(dpr)
                .fit('max')
                .auto('format')
                .url()
              return (
                <Card
                  key={asset._id}
                  data-asset-id={asset._id}
                  data-selected={asset._id === selectedId || undefined}
                  radius={2}
                  tone={asset._id === selectedId ? 'primary' : 'transparent'}
                  border={asset._id === selectedId}
                  style={{
                    width: TILE,
                    height: TILE,
                    position: 'relative',
                    overflow: 'hidden',
                    opacity: asset._id === deletingId ? 0.3 : 1,
                  }}
                >
                  <button
                    type="button"
                    title={asset.originalFilename}
                    aria-label={`Select the image ${asset.originalFilename ?? asset._id}`}
                    onClick={() => onSelect(asset)}
                    style={{all: 'unset', display: 'block', width: '100%', height: '100%', cursor: 'pointer'}}
                  >
                    <img
                      alt={asset.originalFilename ?? ''}
                      src={url}
                      loading="lazy"
                      style={{width: '100%', height: '100%', objectFit: 'contain', display: 'block'}}
                    />
                  </button>
                  <Box style={{position: 'absolute', top: 4, right: 4}}>
                    <Card radius={2} shadow={1}>
                      <AssetItemMenu
                        canDelete={canDelete}
                        onShowUsage={() => onShowUsage(asset)}
                        onDelete={() => onDelete(asset)}
                      />
                    </Card>
                  </Box>
                </Card>
              )
            })}
          </Flex>
        ))}
      </div>
    </div>
  )
}
