import {badRequest} from '../errors.js'

/** Metadata extracted from images on request; dimensions, hasAlpha and isOpaque are always there. */
export type MetadataKey = 'lqip' | 'blurhash' | 'thumbhash' | 'palette' | 'exif' | 'image' | 'location'

const METADATA_KEYS: readonly MetadataKey[] = [
  'lqip',
  'blurhash',
  'thumbhash',
  'palette',
  'exif',
  'image',
  'location',
]
export const DEFAULT_METADATA: readonly MetadataKey[] = ['lqip', 'blurhash', 'palette']

export interface AssetSource {
  name: string
  id?: string
  url?: string
}

/** The query options of `POST /assets/{images|files}/{dataset}`, as @sanity/client sends them. */
export interface UploadOptions {
  filename?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: AssetSource
  metadata: ReadonlySet<MetadataKey>
}

const MAX_TEXT = 10_000
const MAX_FILENAME = 1_024

export function parseUploadOptions(query: URLSearchParams): UploadOptions {
  const source = parseSource(query)
  return {
    filename: cleanFilename(text(query, 'filename', MAX_FILENAME)),
    label: text(query, 'label'),
    title: text(query, 'title'),
    description: text(query, 'description'),
    creditLine: text(query, 'creditLine'),
    ...(source ? {source} : {}),
    metadata: parseMetadata(query),
  }
}

function text(query: URLSearchParams, name: string, max = MAX_TEXT): string | undefined {
  const value = query.get(name)
  if (value === null || value === '') return undefined
  if (value.length > max) {
    throw badRequest(`Option "${name}" is longer than ${max} characters`, 'invalidOptionError')
  }
  return value
}

/** Keeps the last path component (browsers once sent `C:\fakepath\x.png`) without control characters. */
function cleanFilename(filename: string | undefined): string | undefined {
  if (filename === undefined) return undefined
  const last = filename.split(/[\\/]/).pop()!
  // eslint-disable-next-line no-control-regex
  const base = last.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return base === '' ? undefined : base
}

function parseSource(query: URLSearchParams): AssetSource | undefined {
  const name = text(query, 'sourceName')
  const id = text(query, 'sourceId')
  const url = text(query, 'sourceUrl')
  if (!name) {
    if (id || url)
      throw badRequest('Option "sourceName" is required with "sourceId" or "sourceUrl"', 'invalidOptionError')
    return undefined
  }
  return {name, ...(id ? {id} : {}), ...(url ? {url} : {})}
}

/**
 * `meta` is repeated (`meta=exif&meta=location`) or comma-separated. Absent: the defaults; `none`: only
 * the metadata that is always extracted. Asking for an unknown kind is an error, as it is upstream.
 */
function parseMetadata(query: URLSearchParams): ReadonlySet<MetadataKey> {
  const values = query
    .getAll('meta')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (values.length === 0) return new Set(DEFAULT_METADATA)
  const keys = new Set<MetadataKey>()
  for (const value of values) {
    if (value === 'none') continue
    if (!(METADATA_KEYS as readonly string[]).includes(value)) {
      throw badRequest(
        `Invalid "meta" value "${value}": use ${[...METADATA_KEYS, 'none'].map((k) => `"${k}"`).join(', ')}`,
        'invalidOptionError',
      )
    }
    keys.add(value as MetadataKey)
  }
  return keys
}
