import {encode as encodeBlurHash} from 'blurhash'
import sharp, {type Metadata, type Sharp} from 'sharp'
import {rgbaToThumbHash} from 'thumbhash'
import {LakeError} from '../errors.js'
import {
  exifLocation,
  exifMetadata,
  imageTags,
  readExif,
  type ExifMetadata,
  type GeoPoint,
  type ImageTags,
} from './exif.js'
import {extractPalette, type ImagePalette} from './palette.js'
import type {MetadataKey} from './upload-options.js'

/** The image formats the images endpoint accepts, by sharp's format name, with their extension. */
const FORMATS: Record<string, {extension: string; mimeType: string}> = {
  jpeg: {extension: 'jpg', mimeType: 'image/jpeg'},
  png: {extension: 'png', mimeType: 'image/png'},
  gif: {extension: 'gif', mimeType: 'image/gif'},
  webp: {extension: 'webp', mimeType: 'image/webp'},
  avif: {extension: 'avif', mimeType: 'image/avif'},
  tiff: {extension: 'tiff', mimeType: 'image/tiff'},
  svg: {extension: 'svg', mimeType: 'image/svg+xml'},
}

export const SUPPORTED_IMAGE_TYPES = Object.values(FORMATS).map((format) => format.mimeType)

export interface ImageMetadata {
  _type: 'sanity.imageMetadata'
  dimensions: {_type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number}
  hasAlpha: boolean
  isOpaque: boolean
  lqip?: string
  blurHash?: string
  thumbHash?: string
  palette?: ImagePalette
  exif?: ExifMetadata
  image?: ImageTags
  location?: GeoPoint
}

export interface AnalyzedImage {
  extension: string
  mimeType: string
  /** Upright dimensions: EXIF orientation applied. */
  width: number
  height: number
  metadata: ImageMetadata
}

const LQIP_WIDTH = 20
/** Pixels per side of the copy that blurHash, thumbHash (at most 100) and the palette are made from. */
const SAMPLE_SIZE = 100

/**
 * Decodes an uploaded image with sharp and extracts its metadata. Bytes that are not an image, or an
 * image in a format the lake does not serve, are refused with 415; images over `maxPixels` with 413.
 */
export async function analyzeImage(
  bytes: Buffer,
  wanted: ReadonlySet<MetadataKey>,
  maxPixels: number,
): Promise<AnalyzedImage> {
  const info = await readMetadata(bytes)
  const format = FORMATS[formatName(info)]
  if (!format) {
    throw new LakeError(
      415,
      `Unsupported image format "${formatName(info)}": upload ${SUPPORTED_IMAGE_TYPES.join(', ')}, or use the files endpoint`,
    )
  }
  const width = info.autoOrient?.width ?? info.width
  const height = info.autoOrient?.height ?? info.height
  if (!width || !height) throw new LakeError(415, 'The image has no dimensions')
  if (width * height > maxPixels) {
    throw new LakeError(413, `The image has ${width * height} pixels; the limit is ${maxPixels}`)
  }

  const hasAlpha = info.hasAlpha === true
  const image = () => sharp(bytes, {limitInputPixels: maxPixels}).autoOrient()
  const metadata: ImageMetadata = {
    _type: 'sanity.imageMetadata',
    dimensions: {
      _type: 'sanity.imageDimensions',
      width,
      height,
      aspectRatio: width / height,
    },
    hasAlpha,
    isOpaque: hasAlpha ? (await sharp(bytes, {limitInputPixels: maxPixels}).stats()).isOpaque : true,
  }

  if (wanted.has('lqip')) metadata.lqip = await lqip(image(), hasAlpha)
  if (wanted.has('blurhash') || wanted.has('thumbhash') || wanted.has('palette')) {
    const sample = await image()
      .resize(SAMPLE_SIZE, SAMPLE_SIZE, {fit: 'inside'})
      .ensureAlpha()
      .raw()
      .toBuffer({resolveWithObject: true})
    const pixels = new Uint8ClampedArray(sample.data.buffer, sample.data.byteOffset, sample.data.length)
    if (wanted.has('blurhash')) {
      metadata.blurHash = encodeBlurHash(pixels, sample.info.width, sample.info.height, 4, 3)
    }
    if (wanted.has('thumbhash')) {
      const hash = rgbaToThumbHash(sample.info.width, sample.info.height, sample.data)
      metadata.thumbHash = Buffer.from(hash).toString('base64')
    }
    if (wanted.has('palette')) metadata.palette = await extractPalette(sample.data)
  }
  if (wanted.has('exif') || wanted.has('image') || wanted.has('location')) {
    const exif = readExif(info.exif)
    if (exif && wanted.has('exif')) metadata.exif = exifMetadata(exif)
    if (exif && wanted.has('image')) metadata.image = imageTags(exif)
    const location = exif && wanted.has('location') ? exifLocation(exif) : undefined
    if (location) metadata.location = location
  }
  return {...format, width, height, metadata}
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes).metadata()
  } catch {
    throw new LakeError(
      415,
      `The uploaded bytes are not an image in a supported format (${SUPPORTED_IMAGE_TYPES.join(', ')})`,
    )
  }
}

/** sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) stays unsupported. */
function formatName(info: Metadata): string {
  if (info.format === 'heif') return info.compression === 'av1' ? 'avif' : 'heic'
  return info.format ?? 'unknown'
}

/** A tiny blurred placeholder as a data URL: JPEG, or PNG when the image has transparency. */
async function lqip(image: Sharp, hasAlpha: boolean): Promise<string> {
  const small = image.resize(LQIP_WIDTH).blur(0.5)
  const data = hasAlpha
    ? await small.png({compressionLevel: 9}).toBuffer()
    : await small.jpeg({quality: 40}).toBuffer()
  return `data:image/${hasAlpha ? 'png' : 'jpeg'};base64,${data.toString('base64')}`
}
