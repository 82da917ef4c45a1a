import type {ImageUrlBuilder} from '@sanity/image-url'

/** spec/001 §9: device pixel ratios an image is drawn at, 1 to 3. */
const PIXEL_RATIOS = [1, 2, 3] as const

export interface ImageSource {
  asset: {_ref: string}
  crop?: {top: number; bottom: number; left: number; right: number}
  hotspot?: {x: number; y: number; width: number; height: number}
}

/**
 * `src` and `srcSet` for an image drawn `width` CSS pixels wide (and `height` high, cropped to that
 * box by hotspot and crop when given), one candidate per pixel ratio, built by `@sanity/image-url`.
 */
export function imageSources(
  builder: ImageUrlBuilder,
  source: ImageSource,
  width: number,
  height?: number,
): {src: string; srcSet: string} {
  const w = Math.max(1, Math.round(width))
  let base = builder.image(source).width(w).auto('format')
  base = height === undefined ? base.fit('max') : base.height(Math.max(1, Math.round(height))).fit('crop')
  const srcSet = PIXEL_RATIOS.map((ratio) => `${base.dpr(ratio).url()} ${ratio}x`).join(', ')
  return {src: base.url(), srcSet}
}

/** The original file with a download disposition under its file name (spec/001 §7). */
export function downloadUrl(url: string, filename?: string): string {
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}dl=${encodeURIComponent(filename ?? '')}`
}
