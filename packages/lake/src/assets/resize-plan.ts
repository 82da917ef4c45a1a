import type {ImageParams} from './image-params.js'

export interface Size {
  width: number
  height: number
}

export interface Rect extends Size {
  left: number
  top: number
}

export interface Edges {
  top: number
  bottom: number
  left: number
  right: number
}

/**
 * How to reach the requested size, in the frame of the image as the caller sees it (after `rect`, `or`
 * and `flip`): cut out `region`, scale it to `resize` (or cover the `entropy` box, letting sharp pick the
 * region), then pad with `extend`. Crops cut before they scale, so no step is larger than the output.
 */
export interface GeometryPlan {
  region?: Rect
  resize?: Size
  entropy?: Size
  extend?: Edges
}

/**
 * The fit modes of the hosted pipeline. With one side given, the other follows the aspect ratio.
 * - clip: fit inside the box (may enlarge); max: the same, never enlarging;
 * - scale: exactly the box, distorting;
 * - crop: cover the box, cut at the focus; min: like crop, but never larger than the source;
 * - fill: fit inside, pad to the box with `bg`; fillmax: the same, never enlarging.
 */
export function planGeometry(
  source: Size,
  params: Pick<ImageParams, 'width' | 'height' | 'fit' | 'focus'>,
): GeometryPlan {
  const {width: w, height: h, fit} = params
  if (w === undefined && h === undefined) return {}
  const noEnlarge = fit === 'max' || fit === 'fillmax' || fit === 'min'
  if (w === undefined || h === undefined) {
    const factor = w !== undefined ? w / source.width : h! / source.height
    if (noEnlarge && factor >= 1) return {}
    return resizeTo(source, scaleSize(source, factor))
  }
  const inside = Math.min(w / source.width, h / source.height)
  switch (fit) {
    case 'clip':
      return resizeTo(source, scaleSize(source, inside))
    case 'max':
      return inside >= 1 ? {} : resizeTo(source, scaleSize(source, inside))
    case 'scale':
      return resizeTo(source, {width: w, height: h})
    case 'crop':
      return cropPlan(source, {width: w, height: h}, params.focus)
    case 'min': {
      const factor = Math.min(source.width / w, source.height / h, 1)
      const box = {width: Math.max(1, Math.round(w * factor)), height: Math.max(1, Math.round(h * factor))}
      return cropPlan(source, box, params.focus)
    }
    case 'fill':
    case 'fillmax': {
      const scaled = fit === 'fillmax' && inside >= 1 ? source : scaleSize(source, inside)
      const width = Math.min(scaled.width, w)
      const height = Math.min(scaled.height, h)
      const left = Math.floor((w - width) / 2)
      const top = Math.floor((h - height) / 2)
      const extend = {top, bottom: h - height - top, left, right: w - width - left}
      const padded = extend.top + extend.bottom + extend.left + extend.right > 0
      return {...resizeTo(source, {width, height}), ...(padded ? {extend} : {})}
    }
  }
}

/** The size the plan produces from an image of `source` size. */
export function plannedSize(source: Size, plan: GeometryPlan): Size {
  const content = plan.entropy ?? plan.resize ?? plan.region ?? source
  const extend = plan.extend ?? {top: 0, bottom: 0, left: 0, right: 0}
  return {
    width: content.width + extend.left + extend.right,
    height: content.height + extend.top + extend.bottom,
  }
}

/** The largest image the plan holds at once: its output, or the scaled image an entropy crop cuts from. */
export function plannedPixels(source: Size, plan: GeometryPlan): number {
  const output = plannedSize(source, plan)
  const covered = plan.entropy ? coverSize(source, plan.entropy) : output
  return Math.max(output.width * output.height, covered.width * covered.height)
}

/** `rect` limited to the image; a region entirely outside it keeps one pixel at the edge. */
export function clampRect(rect: Rect, size: Size): Rect {
  const left = Math.min(rect.left, size.width - 1)
  const top = Math.min(rect.top, size.height - 1)
  return {
    left,
    top,
    width: Math.max(1, Math.min(rect.width, size.width - left)),
    height: Math.max(1, Math.min(rect.height, size.height - top)),
  }
}

export function sameSize(a: Size, b: Size): boolean {
  return a.width === b.width && a.height === b.height
}

/** A resize to the image's own size is no resize: such requests share one cache entry with the others. */
function resizeTo(source: Size, size: Size): GeometryPlan {
  return sameSize(source, size) ? {} : {resize: size}
}

/** The part of the source that, scaled to the box, covers it: centred on the focus, inside the source. */
function cropPlan(source: Size, box: Size, focus: ImageParams['focus']): GeometryPlan {
  if (focus === 'entropy') return sameSize(source, box) ? {} : {entropy: box}
  const factor = Math.max(box.width / source.width, box.height / source.height)
  const width = Math.min(source.width, Math.max(1, Math.round(box.width / factor)))
  const height = Math.min(source.height, Math.max(1, Math.round(box.height / factor)))
  const offset = (fraction: number, length: number, wanted: number) =>
    Math.min(length - wanted, Math.max(0, Math.round(fraction * length - wanted / 2)))
  const region = {
    left: offset(focus.x, source.width, width),
    top: offset(focus.y, source.height, height),
    width,
    height,
  }
  const cut = sameSize(region, source) ? {} : {region}
  return {...cut, ...resizeTo(region, box)}
}

function coverSize(source: Size, box: Size): Size {
  const factor = Math.max(box.width / source.width, box.height / source.height)
  return {
    width: Math.max(box.width, Math.round(source.width * factor)),
    height: Math.max(box.height, Math.round(source.height * factor)),
  }
}

export function scaleSize(source: Size, factor: number): Size {
  return {
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  }
}
