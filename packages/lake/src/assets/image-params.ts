import {badRequest} from '../errors.js'

export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min'
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif' | 'gif'

export interface Color {
  r: number
  g: number
  b: number
  alpha: number
}

/** The image URL parameters of the hosted image pipeline, parsed and normalised. */
export interface ImageParams {
  /** Requested output size in pixels, `dpr` already applied. */
  width?: number
  height?: number
  fit: Fit
  /** Where a crop is taken: fractions of the scaled image (0 = left/top), or by entropy. */
  focus: {x: number; y: number} | 'entropy'
  /** A source region in upright pixels, cut out before anything else. */
  rect?: {left: number; top: number; width: number; height: number}
  format?: OutputFormat
  autoFormat: boolean
  quality: number
  background?: Color
  flipH: boolean
  flipV: boolean
  /** Extra clockwise rotation. */
  rotate: 0 | 90 | 180 | 270
  blur: number
  sharpen: number
  invert: boolean
  /** `dl`: undefined when absent; '' means "use the original file name". Not part of the output. */
  download?: string
}

export const MAX_OUTPUT_SIZE = 8192
const FITS: readonly Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']
const FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  pjpg: 'pjpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
}
const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']

/** Parses the query of an image URL. Unknown parameters are ignored; bad values of known ones are 400. */
export function parseImageParams(query: URLSearchParams): ImageParams {
  const dpr = number(query, 'dpr', 1, 1, 3)
  const scaled = (name: string) => {
    const value = query.has(name) ? integer(query, name, 1, MAX_OUTPUT_SIZE) : undefined
    return value === undefined ? undefined : Math.min(MAX_OUTPUT_SIZE, Math.round(value * dpr))
  }
  const fit = query.get('fit') ?? 'clip'
  if (!(FITS as readonly string[]).includes(fit)) invalid('fit', fit, FITS.join(', '))
  const format = query.get('fm')
  if (format !== null && !FORMATS[format]) invalid('fm', format, Object.keys(FORMATS).join(', '))
  const flip = query.get('flip') ?? ''
  if (!['', 'h', 'v', 'hv', 'vh'].includes(flip)) invalid('flip', flip, 'h, v, hv')
  const rotate = query.get('or') ?? '0'
  if (!['0', '90', '180', '270'].includes(rotate)) invalid('or', rotate, '0, 90, 180, 270')
  const background = query.get('bg')
  const download = query.get('dl')
  return {
    width: scaled('w'),
    height: scaled('h'),
    fit: fit as Fit,
    focus: parseFocus(query),
    rect: parseRect(query.get('rect')),
    format: format ? FORMATS[format] : undefined,
    autoFormat: query.get('auto') === 'format',
    quality: query.has('q') ? integer(query, 'q', 0, 100) : 75,
    background: background === null ? undefined : parseColor(background),
    flipH: flip.includes('h'),
    flipV: flip.includes('v'),
    rotate: Number(rotate) as ImageParams['rotate'],
    blur: query.has('blur') ? integer(query, 'blur', 0, 2000) : 0,
    sharpen: query.has('sharp') ? integer(query, 'sharp', 0, 100) : 0,
    invert: ['true', '1'].includes(query.get('invert') ?? ''),
    download: download === null ? undefined : download,
  }
}

/** True when the parameters change nothing about the pixels or the format. */
export function changesPixels(params: ImageParams): boolean {
  return (
    params.width !== undefined ||
    params.height !== undefined ||
    params.rect !== undefined ||
    params.format !== undefined ||
    params.autoFormat ||
    params.flipH ||
    params.flipV ||
    params.rotate !== 0 ||
    params.blur > 0 ||
    params.sharpen > 0 ||
    params.invert
  )
}

/**
 * The output format: `auto=format` picks WebP when the Accept header allows it (quick to encode and
 * shown by every current browser), else AVIF if only that is accepted; otherwise `fm`, otherwise the
 * source's own format (vector and TIFF sources become PNG, which browsers show).
 */
export function outputFormat(params: ImageParams, sourceExtension: string, accept: string): OutputFormat {
  if (params.autoFormat && !params.format) {
    if (/image\/webp/i.test(accept)) return 'webp'
    if (/image\/avif/i.test(accept)) return 'avif'
  }
  if (params.format) return params.format
  return FORMATS[sourceExtension] ?? 'png'
}

function parseFocus(query: URLSearchParams): ImageParams['focus'] {
  const crop = (query.get('crop') ?? 'center').split(',').map((part) => part.trim())
  for (const part of crop) if (!CROPS.includes(part)) invalid('crop', part, CROPS.join(', '))
  if (crop.includes('entropy')) return 'entropy'
  if (crop.includes('focalpoint')) {
    return {x: number(query, 'fp-x', 0.5, 0, 1), y: number(query, 'fp-y', 0.5, 0, 1)}
  }
  return {
    x: crop.includes('left') ? 0 : crop.includes('right') ? 1 : 0.5,
    y: crop.includes('top') ? 0 : crop.includes('bottom') ? 1 : 0.5,
  }
}

function parseRect(raw: string | null): ImageParams['rect'] {
  if (raw === null) return undefined
  const parts = raw.split(',').map((part) => Number(part))
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0)) {
    throw badRequest(
      `Invalid "rect" value "${raw}": use x,y,width,height in whole pixels`,
      'invalidOptionError',
    )
  }
  const [left, top, width, height] = parts
  if (width === 0 || height === 0) {
    throw badRequest('Invalid "rect": width and height must be at least 1', 'invalidOptionError')
  }
  return {left, top, width, height}
}

/** `bg` as RGB (3 or 6 hex digits) or ARGB (4 or 8 hex digits), as the hosted pipeline reads it. */
function parseColor(raw: string): Color {
  const hex = raw.replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    throw badRequest(`Invalid "bg" value "${raw}": use RGB or ARGB hex digits`, 'invalidOptionError')
  }
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
  const withAlpha = full.length === 8 ? full : `ff${full}`
  const byte = (at: number) => parseInt(withAlpha.slice(at, at + 2), 16)
  return {alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6)}
}

function integer(query: URLSearchParams, name: string, min: number, max: number): number {
  const raw = query.get(name) ?? ''
  const value = Number(raw)
  // Digits only: `1e3`, `0x10` and ` 12` are other spellings a cache key would have to chase.
  if (!/^-?\d{1,9}$/.test(raw) || value < min || value > max) {
    throw badRequest(
      `Invalid "${name}" value "${raw}": use a whole number from ${min} to ${max}`,
      'invalidOptionError',
    )
  }
  return value
}

function number(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badRequest(
      `Invalid "${name}" value "${raw}": use a number from ${min} to ${max}`,
      'invalidOptionError',
    )
  }
  return value
}

function invalid(name: string, value: string, allowed: string): never {
  throw badRequest(`Invalid "${name}" value "${value}": use one of ${allowed}`, 'invalidOptionError')
}
