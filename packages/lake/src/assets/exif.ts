import exifReader from 'exif-reader'

export interface ExifMetadata {
  _type: 'sanity.imageExifMetadata'
  [tag: string]: string | number | boolean
}

export interface ImageTags {
  _type: 'sanity.imageExifTags'
  [tag: string]: string | number | boolean
}

export interface GeoPoint {
  _type: 'geopoint'
  lat: number
  lng: number
  alt?: number
}

type Tags = Record<string, unknown>

/** Pointers and layout tags that say nothing about the photo. */
const SKIPPED = new Set(['ExifTag', 'GPSTag', 'InteroperabilityTag', 'MakerNote', 'PrintImageMatching'])

/** Reads the raw EXIF block sharp returns; undefined when there is none or it cannot be parsed. */
export function readExif(raw: Buffer | undefined): ReturnType<typeof exifReader> | undefined {
  if (!raw || raw.length === 0) return undefined
  try {
    return exifReader(raw)
  } catch {
    // A broken EXIF block must not fail the upload: the image itself decoded fine.
    return undefined
  }
}

/** The photo's Exif IFD tags (exposure, lens, dates), as the hosted lake's `exif` metadata. */
export function exifMetadata(exif: ReturnType<typeof exifReader>): ExifMetadata {
  return {_type: 'sanity.imageExifMetadata', ...plainTags(exif.Photo as Tags | undefined)}
}

/** The image IFD's tags (camera make and model, software, resolution), as the `image` metadata. */
export function imageTags(exif: ReturnType<typeof exifReader>): ImageTags {
  return {_type: 'sanity.imageExifTags', ...plainTags(exif.Image as Tags | undefined)}
}

/** Plain numbers, strings and booleans, dates as ISO strings; binary blobs and lists are left out. */
function plainTags(group: Tags | undefined): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {}
  for (const [tag, value] of Object.entries(group ?? {})) {
    if (SKIPPED.has(tag)) continue
    const plain = plainValue(value)
    if (plain !== undefined) result[tag] = plain
  }
  return result
}

function plainValue(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'boolean') return value
  // eslint-disable-next-line no-control-regex
  if (typeof value === 'string') return value.replace(/\u0000+$/g, '')
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString()
  return undefined
}

/** The GPS position, when the EXIF block has latitude and longitude. */
export function exifLocation(exif: ReturnType<typeof exifReader>): GeoPoint | undefined {
  const gps = exif.GPSInfo as Tags | undefined
  if (!gps) return undefined
  const lat = degrees(gps.GPSLatitude, gps.GPSLatitudeRef, 'S')
  const lng = degrees(gps.GPSLongitude, gps.GPSLongitudeRef, 'W')
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  const altitude = typeof gps.GPSAltitude === 'number' ? gps.GPSAltitude : undefined
  // Altitude reference 1 means below sea level.
  const alt = altitude === undefined ? undefined : gps.GPSAltitudeRef === 1 ? -altitude : altitude
  return {_type: 'geopoint', lat, lng, ...(alt !== undefined && Number.isFinite(alt) ? {alt} : {})}
}

/** `[degrees, minutes, seconds]` and a hemisphere letter to signed decimal degrees. */
function degrees(value: unknown, ref: unknown, negative: string): number | undefined {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((n) => typeof n === 'number')) {
    return undefined
  }
  const [d, m, s] = value as number[]
  const decimal = d + m / 60 + s / 3600
  if (!Number.isFinite(decimal)) return undefined
  const signed = typeof ref === 'string' && ref.toUpperCase() === negative ? -decimal : decimal
  return Math.round(signed * 1e7) / 1e7
}
