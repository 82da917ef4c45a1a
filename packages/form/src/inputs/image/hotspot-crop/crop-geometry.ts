/** Crop insets from each edge, fractions of the image (spec/001 §3). */
export interface Crop {
  top: number
  bottom: number
  left: number
  right: number
}

/** The hotspot's centre and size, fractions of the image (spec/001 §3). */
export interface Hotspot {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_CROP: Crop = {top: 0, bottom: 0, left: 0, right: 0}
export const DEFAULT_HOTSPOT: Hotspot = {x: 0.5, y: 0.5, width: 1, height: 1}

/** The smallest crop and hotspot, so a handle can always be grabbed again. */
export const MIN_SIZE = 0.01

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round = (value: number) => Math.round(value * 1e6) / 1e6

/** A rectangle in fractions: left/top edges and right/bottom edges (not insets). */
export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

export function cropToRect(crop: Crop): Rect {
  return {x0: crop.left, y0: crop.top, x1: 1 - crop.right, y1: 1 - crop.bottom}
}

/**
 * spec/001 §4, §5: edges dragged past each other are reordered, no edge goes below 0 or beyond the
 * image, and the crop keeps a minimal size.
 */
export function normaliseRect(rect: Rect): Rect {
  let x0 = clamp(Math.min(rect.x0, rect.x1), 0, 1)
  let x1 = clamp(Math.max(rect.x0, rect.x1), 0, 1)
  let y0 = clamp(Math.min(rect.y0, rect.y1), 0, 1)
  let y1 = clamp(Math.max(rect.y0, rect.y1), 0, 1)
  if (x1 - x0 < MIN_SIZE) {
    if (x1 > 1 - MIN_SIZE) x0 = x1 - MIN_SIZE
    else x1 = x0 + MIN_SIZE
  }
  if (y1 - y0 < MIN_SIZE) {
    if (y1 > 1 - MIN_SIZE) y0 = y1 - MIN_SIZE
    else y1 = y0 + MIN_SIZE
  }
  return {x0, y0, x1, y1}
}

export function rectToCrop(rect: Rect): Crop {
  const r = normaliseRect(rect)
  return {top: round(r.y0), bottom: round(1 - r.y1), left: round(r.x0), right: round(1 - r.x1)}
}

/** spec/001 §5: the hotspot is clamped inside the crop (its size too). */
export function clampHotspot(hotspot: Hotspot, crop: Crop): Hotspot {
  const rect = cropToRect(crop)
  const width = clamp(hotspot.width, MIN_SIZE, rect.x1 - rect.x0)
  const height = clamp(hotspot.height, MIN_SIZE, rect.y1 - rect.y0)
  const x = clamp(hotspot.x, rect.x0 + width / 2, rect.x1 - width / 2)
  const y = clamp(hotspot.y, rect.y0 + height / 2, rect.y1 - height / 2)
  return {x: round(x), y: round(y), width: round(width), height: round(height)}
}

/** Moves a whole rectangle by (dx, dy), kept inside the image. */
export function moveRect(rect: Rect, dx: number, dy: number): Rect {
  const moveX = clamp(dx, -rect.x0, 1 - rect.x1)
  const moveY = clamp(dy, -rect.y0, 1 - rect.y1)
  return {x0: rect.x0 + moveX, x1: rect.x1 + moveX, y0: rect.y0 + moveY, y1: rect.y1 + moveY}
}

/** The eight crop handles (compass points). */
export const CROP_HANDLES = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const
export type CropHandle = (typeof CROP_HANDLES)[number]

/** Drags the edges a handle holds by (dx, dy), without reordering (that happens on drag end). */
export function dragHandle(rect: Rect, handle: CropHandle, dx: number, dy: number): Rect {
  const next = {...rect}
  if (handle.includes('n')) next.y0 = clamp(rect.y0 + dy, 0, 1)
  if (handle.includes('s')) next.y1 = clamp(rect.y1 + dy, 0, 1)
  if (handle.includes('w')) next.x0 = clamp(rect.x0 + dx, 0, 1)
  if (handle.includes('e')) next.x1 = clamp(rect.x1 + dx, 0, 1)
  return next
}

/**
 * The part of the image a box of `aspect` (width / height) shows: as large as fits in the crop,
 * centred on the hotspot as far as the crop allows — how the lake's focal-point crop behaves.
 */
export function previewRegion(crop: Crop, hotspot: Hotspot, imageAspect: number, aspect: number): Rect {
  const rect = cropToRect(crop)
  // Work in image pixels where the image is `imageAspect` wide and 1 high.
  const cropWidth = (rect.x1 - rect.x0) * imageAspect
  const cropHeight = rect.y1 - rect.y0
  let width = cropWidth
  let height = width / aspect
  if (height > cropHeight) {
    height = cropHeight
    width = height * aspect
  }
  const cx = clamp(
    hotspot.x * imageAspect,
    rect.x0 * imageAspect + width / 2,
    rect.x1 * imageAspect - width / 2,
  )
  const cy = clamp(hotspot.y, rect.y0 + height / 2, rect.y1 - height / 2)
  return {
    x0: (cx - width / 2) / imageAspect,
    x1: (cx + width / 2) / imageAspect,
    y0: cy - height / 2,
    y1: cy + height / 2,
  }
}
