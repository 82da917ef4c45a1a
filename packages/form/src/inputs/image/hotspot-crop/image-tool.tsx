import {Card} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {useRef, useState, type KeyboardEvent, type PointerEvent} from 'react'
import {
  CROP_HANDLES,
  clampHotspot,
  cropToRect,
  dragHandle,
  moveRect,
  rectToCrop,
  type Crop,
  type CropHandle,
  type Hotspot,
  type Rect,
} from './crop-geometry.js'
import {useFormText} from '../../../i18n/form-strings.js'

/** spec/001 §9 (scaled by the canvas): handle size, hotspot drag-handle radius, canvas padding. */
const HANDLE_SIZE = 12
const HOTSPOT_HANDLE_RADIUS = 8
const CANVAS_PADDING = 8
/** A keyboard step: 1 % of the image, 10 % with Shift. */
const STEP = 0.01

type DragMode =
  | {kind: 'move-hotspot'}
  | {kind: 'resize-hotspot'}
  | {kind: 'move-crop'}
  | {kind: 'handle'; handle: CropHandle}

interface Drag {
  mode: DragMode
  startX: number
  startY: number
  rect: Rect
  hotspot: Hotspot
}

export interface ImageToolProps {
  src: string
  /** The image's drawn size on the canvas (CSS pixels). */
  width: number
  height: number
  crop: Crop
  hotspot: Hotspot
  readOnly: boolean
  /** While dragging: the values as they are now (for the live previews). */
  onDraft(values: {crop: Crop; hotspot: Hotspot}): void
  /** On drag end (and each keyboard step): the normalised values to store. */
  onCommit(values: {crop: Crop; hotspot: Hotspot}): void
}

/**
 * spec/001 §2, §4: the image with the crop rectangle (moved by its body, resized by eight handles)
 * and the hotspot ellipse (moved by its body, resized by its handle). Pointer events cover mouse and
 * touch; every part is focusable and moves with the arrow keys. Values are normalised and committed
 * when a drag ends.
 */
export function ImageTool({src, width, height, crop, hotspot, readOnly, onDraft, onCommit}: ImageToolProps) {
  const t = useFormText()
  const [drag, setDrag] = useState<Drag | undefined>(undefined)
  const [loadFailed, setLoadFailed] = useState(false)
  const [draft, setDraft] = useState<{rect: Rect; hotspot: Hotspot} | undefined>(undefined)
  const latest = useRef<{rect: Rect; hotspot: Hotspot} | undefined>(undefined)
  const rect = draft?.rect ?? cropToRect(crop)
  const spot = draft?.hotspot ?? hotspot

  function values(next: {rect: Rect; hotspot: Hotspot}) {
    const nextCrop = rectToCrop(next.rect)
    return {crop: nextCrop, hotspot: clampHotspot(next.hotspot, nextCrop)}
  }

  function begin(mode: DragMode) {
    return (event: PointerEvent<Element>) => {
      if (readOnly) return
      event.preventDefault()
      event.stopPropagation()
      ;(event.currentTarget as Element).setPointerCapture?.(event.pointerId)
      setDrag({mode, startX: event.clientX, startY: event.clientY, rect, hotspot: spot})
    }
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag) return
    const dx = (event.clientX - drag.startX) / width
    const dy = (event.clientY - drag.startY) / height
    let next: {rect: Rect; hotspot: Hotspot}
    switch (drag.mode.kind) {
      case 'move-hotspot':
        next = {rect: drag.rect, hotspot: {...drag.hotspot, x: drag.hotspot.x + dx, y: drag.hotspot.y + dy}}
        break
      case 'resize-hotspot':
        next = {
          rect: drag.rect,
          hotspot: {
            ...drag.hotspot,
            width: Math.abs(drag.hotspot.width + dx * 2),
            height: Math.abs(drag.hotspot.height + dy * 2),
          },
        }
        break
      case 'move-crop':
        next = {rect: moveRect(drag.rect, dx, dy), hotspot: drag.hotspot}
        break
      case 'handle':
        next = {rect: dragHandle(drag.rect, drag.mode.handle, dx, dy), hotspot: drag.hotspot}
        break
    }
    latest.current = next
    setDraft(next)
    onDraft(values(next))
  }

  function end() {
    if (!drag) return
    setDrag(undefined)
    const next = latest.current
    latest.current = undefined
    setDraft(undefined)
    if (next) onCommit(values(next))
  }

  function keyStep(mode: DragMode) {
    return (event: KeyboardEvent) => {
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      }
      const arrow = arrows[event.key]
      if (!arrow || readOnly) return
      event.preventDefault()
      const step = event.shiftKey ? STEP * 10 : STEP
      const [dx, dy] = [arrow[0] * step, arrow[1] * step]
      const current = {rect: cropToRect(crop), hotspot}
      let next = current
      if (mode.kind === 'move-hotspot')
        next = {...current, hotspot: {...hotspot, x: hotspot.x + dx, y: hotspot.y + dy}}
      if (mode.kind === 'resize-hotspot') {
        next = {
          ...current,
          hotspot: {...hotspot, width: hotspot.width + dx * 2, height: hotspot.height + dy * 2},
        }
      }
      if (mode.kind === 'move-crop') next = {...current, rect: moveRect(current.rect, dx, dy)}
      if (mode.kind === 'handle') next = {...current, rect: dragHandle(current.rect, mode.handle, dx, dy)}
      onCommit(values(next))
    }
  }

  const px = (fraction: number, size: number) => fraction * size
  const left = px(Math.min(rect.x0, rect.x1), width)
  const top = px(Math.min(rect.y0, rect.y1), height)
  const cropWidth = px(Math.abs(rect.x1 - rect.x0), width)
  const cropHeight = px(Math.abs(rect.y1 - rect.y0), height)
  const spotWidth = px(spot.width, width)
  const spotHeight = px(spot.height, height)
  const spotLeft = px(spot.x, width) - spotWidth / 2
  const spotTop = px(spot.y, height) - spotHeight / 2

  return (
    <div
      data-testid="image-tool"
      style={{padding: CANVAS_PADDING, touchAction: 'none', userSelect: 'none'}}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <div style={{position: 'relative', width, height}}>
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          draggable={false}
          style={{display: 'block'}}
          onError={() => setLoadFailed(true)}
        />
        {loadFailed && (
          <Card
            data-testid="image-tool-load-failed"
            tone="critical"
            padding={3}
            style={{position: 'absolute', inset: 0}}
          >
            <Text size={1}>{t('image.tool-load-failed', {url: src})}</Text>
          </Card>
        )}
        {/* Outside the crop is dimmed: one element with a huge shadow around the crop. */}
        <div
          data-testid="crop-rect"
          role="slider"
          aria-label={t('image.crop-area')}
          aria-valuetext={t('image.crop-area-value', {
            left: Math.round(rect.x0 * 100),
            top: Math.round(rect.y0 * 100),
          })}
          tabIndex={readOnly ? -1 : 0}
          onPointerDown={begin({kind: 'move-crop'})}
          onKeyDown={keyStep({kind: 'move-crop'})}
          style={{
            position: 'absolute',
            left,
            top,
            width: cropWidth,
            height: cropHeight,
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.5)',
            outline: '1px solid rgba(255,255,255,0.9)',
            cursor: readOnly ? 'default' : 'move',
          }}
        />
        <div style={{position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none'}}>
          <div
            data-testid="hotspot"
            role="slider"
            aria-label={t('image.hotspot')}
            aria-valuetext={t('image.hotspot-value', {
              x: Math.round(spot.x * 100),
              y: Math.round(spot.y * 100),
            })}
            tabIndex={readOnly ? -1 : 0}
            onPointerDown={begin({kind: 'move-hotspot'})}
            onKeyDown={keyStep({kind: 'move-hotspot'})}
            style={{
              position: 'absolute',
              left: spotLeft,
              top: spotTop,
              width: spotWidth,
              height: spotHeight,
              borderRadius: '50%',
              border: '2px solid white',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.4)',
              background: 'rgba(255,255,255,0.15)',
              cursor: readOnly ? 'default' : 'move',
              pointerEvents: 'auto',
            }}
          />
          <div
            data-testid="hotspot-resize"
            role="slider"
            aria-label={t('image.hotspot-size')}
            aria-valuetext={t('image.hotspot-size-value', {
              width: Math.round(spot.width * 100),
              height: Math.round(spot.height * 100),
            })}
            tabIndex={readOnly ? -1 : 0}
            onPointerDown={begin({kind: 'resize-hotspot'})}
            onKeyDown={keyStep({kind: 'resize-hotspot'})}
            style={{
              position: 'absolute',
              // On the ellipse's lower-right edge (45°).
              left: spotLeft + spotWidth / 2 + (spotWidth / 2) * Math.SQRT1_2 - HOTSPOT_HANDLE_RADIUS,
              top: spotTop + spotHeight / 2 + (spotHeight / 2) * Math.SQRT1_2 - HOTSPOT_HANDLE_RADIUS,
              width: HOTSPOT_HANDLE_RADIUS * 2,
              height: HOTSPOT_HANDLE_RADIUS * 2,
              borderRadius: '50%',
              background: 'white',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.5)',
              cursor: readOnly ? 'default' : 'nwse-resize',
              pointerEvents: 'auto',
            }}
          />
        </div>
        {CROP_HANDLES.map((handle) => {
          const hx = handle.includes('w')
            ? left
            : handle.includes('e')
              ? left + cropWidth
              : left + cropWidth / 2
          const hy = handle.includes('n')
            ? top
            : handle.includes('s')
              ? top + cropHeight
              : top + cropHeight / 2
          return (
            <div
              key={handle}
              data-testid={`crop-handle-${handle}`}
              role="slider"
              aria-label={t('image.crop-edge', {handle})}
              tabIndex={readOnly ? -1 : 0}
              onPointerDown={begin({kind: 'handle', handle})}
              onKeyDown={keyStep({kind: 'handle', handle})}
              style={{
                position: 'absolute',
                left: hx - HANDLE_SIZE / 2,
                top: hy - HANDLE_SIZE / 2,
                width: HANDLE_SIZE,
                height: HANDLE_SIZE,
                background: 'white',
                border: '1px solid rgba(0,0,0,0.6)',
                cursor: readOnly ? 'default' : `${handle}-resize`,
              }}
            />
          )
        })}
      </div>
    </div>
  )
}
