import sharp, {type Sharp} from 'sharp'
import type {Color, ImageParams, OutputFormat} from './image-params.js'

interface Size {
  width: number
  height: number
}

/** What to do to reach the requested size: scale to `resize`, then cut out `extract` or pad with `extend`. */
export interface ResizePlan {
  resize?: Size
  extract?: {left: number; top: number; width: number; height: number}
  extend?: {top: number; bottom: number; left: number; right: number}
  /** Crop by entropy: sharp picks the region while resizing. */
  entropy?: Size
}

const TRANSPARENT: Color = {r: 0, g: 0, b: 0, alpha: 0}
const WHITE: Color = {r: 255, g: 255, b: 255, alpha: 1}
const MAX_SVG_DENSITY = 2400

/**
 * Renders an image for a URL: EXIF orientation applied, then `rect`, `or`, `flip`, the size and fit,
 * the effects and the output format. Animated sources render their first frame.
 */
export async function transformImage(
  source: string,
  sourceExtension: string,
  sourceSize: Size,
  params: ImageParams,
  format: OutputFormat,
  maxPixels: number,
): Promise<Buffer> {
  const rect = params.rect ? clampRect(params.rect, sourceSize) : undefined
  const cut = rect ?? sourceSize
  const turned = params.rotate === 90 || params.rotate === 270
  const oriented = turned ? {width: cut.height, height: cut.width} : cut
  const plan = planResize(oriented, params)

  // Vector sources are rasterised at a density that gives enough pixels for the requested size.
  const target = plan.resize ?? plan.entropy
  const scale = target ? Math.max(target.width / oriented.width, target.height / oriented.height) : 1
  const density = sourceExtension === 'svg' ? Math.min(MAX_SVG_DENSITY, Math.max(72, 72 * scale)) : undefined

  let image = sharp(source, {limitInputPixels: maxPixels, ...(density ? {density} : {})}).autoOrient()
  if (rect) image = image.extract(rect)
  if (params.rotate !== 0) {
    // A second rotation in the same sharp pipeline would be applied before the extract: go through raw.
    const {data, info} = await image.raw().toBuffer({resolveWithObject: true})
    image = sharp(data, {raw: {width: info.width, height: info.height, channels: info.channels}}).rotate(
      params.rotate,
    )
  }
  if (params.flipV) image = image.flip()
  if (params.flipH) image = image.flop()

  const supportsAlpha = format !== 'jpg' && format !== 'pjpg'
  const background = params.background ?? (supportsAlpha ? TRANSPARENT : WHITE)
  if (plan.entropy) {
    image = image.resize({...plan.entropy, fit: 'cover', position: sharp.strategy.entropy})
  } else if (plan.resize) {
    image = image.resize({...plan.resize, fit: 'fill'})
  }
  if (plan.extract) image = image.extract(plan.extract)
  if (plan.extend) image = image.extend({...plan.extend, background})

  if (params.blur > 0) image = image.blur(Math.min(1000, Math.max(0.3, params.blur / 10)))
  if (params.sharpen > 0) image = image.sharpen({sigma: 0.5 + params.sharpen / 50})
  if (params.invert) image = image.negate({alpha: false})
  if (!supportsAlpha) image = image.flatten({background: params.background ?? WHITE})

  return encode(image, format, Math.max(1, params.quality)).toBuffer()
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({quality})
    case 'pjpg':
      return image.jpeg({quality, progressive: true})
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({quality})
    case 'avif':
      // Effort 2 keeps first requests quick; results are cached.
      return image.avif({quality: Math.min(100, quality), effort: 2})
    case 'gif':
      return image.gif()
  }
}

/** `rect` limited to the image; a region entirely outside it keeps one pixel at the edge. */
function clampRect(rect: NonNullable<ImageParams['rect']>, size: Size): NonNullable<ImageParams['rect']> {
  const left = Math.min(rect.left, size.width - 1)
  const top = Math.min(rect.top, size.height - 1)
  return {
    left,
    top,
    width: Math.max(1, Math.min(rect.width, size.width - left)),
    height: Math.max(1, Math.min(rect.height, size.height - top)),
  }
}

/**
 * The fit modes of the hosted pipeline. With one side given, the other follows the aspect ratio.
 * - clip: fit inside the box (may enlarge); max: the same, never enlarging;
 * - scale: exactly the box, distorting;
 * - crop: cover the box, cut at the focus; min: like crop, but never larger than the source;
 * - fill: fit inside, pad to the box with `bg`; fillmax: the same, never enlarging.
 */
export function planResize(source: Size, params: ImageParams): ResizePlan {
  const {width: w, height: h, fit} = params
  if (w === undefined && h === undefined) return {}
  const noEnlarge = fit === 'max' || fit === 'fillmax' || fit === 'min'
  if (w === undefined || h === undefined) {
    const factor = w !== undefined ? w / source.width : h! / source.height
    if (noEnlarge && factor >= 1) return {}
    return {resize: scaleSize(source, factor)}
  }
  const inside = Math.min(w / source.width, h / source.height)
  switch (fit) {
    case 'clip':
      return {resize: scaleSize(source, inside)}
    case 'max':
      return inside >= 1 ? {} : {resize: scaleSize(source, inside)}
    case 'scale':
      return {resize: {width: w, height: h}}
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
      const resize = scaled === source ? undefined : {width, height}
      return {...(resize ? {resize} : {}), extend}
    }
  }
}

function cropPlan(source: Size, box: Size, focus: ImageParams['focus']): ResizePlan {
  if (focus === 'entropy') return {entropy: box}
  const factor = Math.max(box.width / source.width, box.height / source.height)
  const scaled = {
    width: Math.max(box.width, Math.round(source.width * factor)),
    height: Math.max(box.height, Math.round(source.height * factor)),
  }
  const offset = (fraction: number, length: number, wanted: number) =>
    Math.min(length - wanted, Math.max(0, Math.round(fraction * length - wanted / 2)))
  return {
    resize: scaled,
    extract: {
      left: offset(focus.x, scaled.width, box.width),
      top: offset(focus.y, scaled.height, box.height),
      ...box,
    },
  }
}

function scaleSize(source: Size, factor: number): Size {
  return {
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  }
}
