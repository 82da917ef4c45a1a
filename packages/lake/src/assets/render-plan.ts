import type {Color, ImageParams, OutputFormat} from './image-params.js'
import {canonicalOrientation} from './orientation.js'
import {
  clampRect,
  planGeometry,
  plannedPixels,
  plannedSize,
  sameSize,
  scaleSize,
  type Edges,
  type GeometryPlan,
  type Rect,
  type Size,
} from './resize-plan.js'
import type {ImageTransformLimits} from './transform-limits.js'

/**
 * Everything that decides a render's bytes, in the renderer's own terms and nothing else: requests that
 * produce the same image (parameters in another order, defaults spelled out, aliases, `flip=hv` and
 * `or=180`, a quality a PNG ignores, a background nothing shows) produce the same plan, and the plan is
 * the transform cache's key.
 *
 * The renderer's order: rasterise an SVG at `raster`, cut `region` (upright source pixels), scale to
 * `resize` or cover `entropy`, flip, turn 90° clockwise, pad with `extend`, then the effects.
 */
export interface RenderPlan {
  raster?: Size & {density: number}
  region?: Rect
  resize?: Size
  entropy?: Size
  flipV: boolean
  flipH: boolean
  rotate90: boolean
  extend?: Edges
  background?: Color
  blurSigma?: number
  sharpenSigma?: number
  invert: boolean
  format: OutputFormat
  quality?: number
  output: Size
}

export interface RenderSource {
  /** Upright pixel size (an SVG's declared size). */
  size: Size
  extension: string
}

const TRANSPARENT: Color = {r: 0, g: 0, b: 0, alpha: 0}
const WHITE: Color = {r: 255, g: 255, b: 255, alpha: 1}
/** The densest an SVG is rasterised at, in dots per inch (72 is its declared size). */
const MAX_SVG_DENSITY = 2400
const LOSSY: ReadonlySet<OutputFormat> = new Set(['jpg', 'pjpg', 'webp', 'avif'])
const SLOW: ReadonlySet<OutputFormat> = new Set(['avif', 'gif'])

/** The pixel budget of one render in `format`. */
export function pixelBudget(format: OutputFormat, limits: ImageTransformLimits): number {
  return SLOW.has(format)
    ? Math.min(limits.maxSlowFormatPixels, limits.maxOutputPixels)
    : limits.maxOutputPixels
}

/**
 * The plan for a request. A request over `budget` pixels is scaled down to fit, keeping its proportions.
 * SVG sources are rasterised first at the density the requested size needs (within the budget too).
 */
export function planRender(
  source: RenderSource,
  params: ImageParams,
  format: OutputFormat,
  budget: number,
): RenderPlan {
  if (source.extension !== 'svg') return planRaster(source.size, params, format, budget)
  const declared = source.size
  const natural = planRaster(declared, params, format, budget)
  const wanted = Math.max(1, scaleOf(natural, declared))
  const most = Math.min(MAX_SVG_DENSITY / 72, Math.sqrt(budget / (declared.width * declared.height)))
  const scale = Math.min(wanted, most)
  const raster = scaleSize(declared, scale)
  const rect = params.rect && {
    left: Math.round(params.rect.left * scale),
    top: Math.round(params.rect.top * scale),
    width: Math.max(1, Math.round(params.rect.width * scale)),
    height: Math.max(1, Math.round(params.rect.height * scale)),
  }
  const plan = planRaster(raster, {...params, rect}, format, budget)
  return {raster: {...raster, density: Math.round(72 * scale * 1000) / 1000}, ...plan}
}

function planRaster(source: Size, params: ImageParams, format: OutputFormat, budget: number): RenderPlan {
  const clamped = params.rect && clampRect(params.rect, source)
  const rect = clamped && !sameSize(clamped, source) ? clamped : undefined
  const cut = rect ?? source
  const orientation = canonicalOrientation(params.rotate, params.flipV, params.flipH)
  const oriented = orientation.rotate90 ? swap(cut) : cut
  const geometry = withinBudget(oriented, params, budget)

  // The geometry was planned in the oriented frame; the renderer cuts and scales before it turns.
  const toCut = (region: Rect) =>
    unflip(orientation.rotate90 ? unturn(region, cut) : region, cut, orientation)
  const cropped = geometry.region && toCut(geometry.region)
  const region = cropped
    ? {...cropped, left: cropped.left + (rect?.left ?? 0), top: cropped.top + (rect?.top ?? 0)}
    : rect
  const turn = (size: Size | undefined) => (size && orientation.rotate90 ? swap(size) : size)

  const supportsAlpha = format !== 'jpg' && format !== 'pjpg'
  const showsBackground = geometry.extend !== undefined || !supportsAlpha
  const blurSigma = params.blur > 0 ? Math.max(0.3, params.blur / 10) : undefined
  const sharpenSigma = params.sharpen > 0 ? 0.5 + params.sharpen / 50 : undefined
  return {
    region,
    resize: turn(geometry.resize),
    entropy: turn(geometry.entropy),
    ...orientation,
    extend: geometry.extend,
    background: showsBackground ? (params.background ?? (supportsAlpha ? TRANSPARENT : WHITE)) : undefined,
    blurSigma,
    sharpenSigma,
    invert: params.invert,
    format,
    quality: LOSSY.has(format) ? Math.min(100, Math.max(1, params.quality)) : undefined,
    output: plannedSize(oriented, geometry),
  }
}

/**
 * The geometry, scaled down until it fits the budget: the box (or, without one, the image) shrinks by
 * the square root of the excess, so a capped request keeps its shape and fit.
 */
function withinBudget(oriented: Size, params: ImageParams, budget: number): GeometryPlan {
  let geometry = planGeometry(oriented, params)
  for (let attempt = 0; plannedPixels(oriented, geometry) > budget && attempt < 8; attempt++) {
    const output = plannedSize(oriented, geometry)
    const factor = Math.sqrt(budget / plannedPixels(oriented, geometry)) * (1 - attempt * 0.01)
    const box = {width: Math.floor(output.width * factor), height: Math.floor(output.height * factor)}
    geometry = planGeometry(oriented, {
      ...params,
      width: Math.max(1, box.width),
      height: Math.max(1, box.height),
      fit: params.width === undefined && params.height === undefined ? 'clip' : params.fit,
    })
  }
  return geometry
}

/** How much the plan enlarges its source, for choosing an SVG's density. */
function scaleOf(plan: RenderPlan, source: Size): number {
  const target = plan.entropy ?? plan.resize
  const from = plan.region ?? source
  return target ? Math.max(target.width / from.width, target.height / from.height) : 1
}

function swap(size: Size): Size {
  return {width: size.height, height: size.width}
}

/** A region of the turned image (90° clockwise) as a region of the image before the turn. */
function unturn(region: Rect, before: Size): Rect {
  return {
    left: region.top,
    top: before.height - region.left - region.width,
    width: region.height,
    height: region.width,
  }
}

/** A region of the flipped image as a region of the image before the flips. */
function unflip(region: Rect, size: Size, {flipV, flipH}: {flipV: boolean; flipH: boolean}): Rect {
  return {
    ...region,
    left: flipH ? size.width - region.left - region.width : region.left,
    top: flipV ? size.height - region.top - region.height : region.top,
  }
}
