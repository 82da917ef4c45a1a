import {Flex} from '@tessera/kit/primitives'
import type {AssetDocument} from '@tessera/store'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useLayoutEffect, useMemo, useRef, useState} from 'react'
import {ImageTile, TILE, type ImageTileHandlers} from './image-tile.js'

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
  // The callbacks change with the dialog's renders; tiles get one stable object that reads the latest.
  const latest = useRef({onSelect, onShowUsage, onDelete})
  latest.current = {onSelect, onShowUsage, onDelete}
  const handlers = useMemo<ImageTileHandlers>(
    () => ({
      select: (asset) => latest.current.onSelect(asset),
      showUsage: (asset) => latest.current.onShowUsage(asset),
      delete: (asset) => latest.current.onDelete(asset),
    }),
    [],
  )
  const dpr = Math.min(3, Math.max(1, Math.round(globalThis.devicePixelRatio ?? 1)))

  return (
    <div ref={scroller} data-testid="image-grid" style={{height, overflowY: 'auto', contain: 'strict'}}>
      <div style={{height: virtualizer.getTotalSize(), position: 'relative'}}>
        {virtualizer.getVirtualItems().map((row) => (
          <Flex key={row.key} gap={2} style={{position: 'absolute', top: row.start, left: 0, right: 0}}>
            {assets.slice(row.index * columns, row.index * columns + columns).map((asset) => (
              <ImageTile
                key={asset._id}
                asset={asset}
                selected={asset._id === selectedId}
                deleting={asset._id === deletingId}
                canDelete={canDelete}
                dpr={dpr}
                handlers={handlers}
              />
            ))}
          </Flex>
        ))}
      </div>
    </div>
  )
}
