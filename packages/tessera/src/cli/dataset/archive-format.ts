/**
 * The Content Lake's export format: a gzipped tar with one folder holding `data.ndjson` (one document
 * a line, asset documents left out), `assets.json` (each asset's editorial fields by asset id) and the
 * asset files in `images/` and `files/`. In documents, an asset reference `{asset: {_ref}}` is written
 * as `{_sanityAsset: 'image@file://./images/<sha1>-<w>x<h>.<ext>'}`, which importers upload and
 * turn back into a reference.
 */

export const DATA_FILE = 'data.ndjson'
export const ASSETS_FILE = 'assets.json'

/** Fields of an asset document kept in assets.json; the rest follows from the file itself. */
export const ASSET_META_FIELDS = [
  'originalFilename',
  'label',
  'title',
  'description',
  'altText',
  'creditLine',
  'source',
] as const

const IMAGE_ID = /^image-([a-f0-9]{40})-(\d+x\d+)-([a-z0-9]+)$/
const FILE_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/

export type AssetKind = 'image' | 'file'

/** Where an asset's file goes in the archive (`images/<sha1>-<w>x<h>.<ext>`), from its id. */
export function archivePathOfAsset(assetId: string): {kind: AssetKind; path: string} | undefined {
  const image = IMAGE_ID.exec(assetId)
  if (image) return {kind: 'image', path: `images/${image[1]}-${image[2]}.${image[3]}`}
  const file = FILE_ID.exec(assetId)
  if (file) return {kind: 'file', path: `files/${file[1]}.${file[2]}`}
  return undefined
}

/** `image@file://./images/x.png` → {kind: 'image', path: 'images/x.png'}; undefined when malformed. */
export function parseSanityAsset(value: string): {kind: AssetKind; path: string} | undefined {
  const match = /^(image|file)@file:\/\/\.\/((?:images|files)\/[A-Za-z0-9._-]+)$/.exec(value)
  if (!match || match[2].includes('..')) return undefined
  return {kind: match[1] as AssetKind, path: match[2]}
}

export function isAssetDocumentType(type: unknown): boolean {
  return type === 'sanity.imageAsset' || type === 'sanity.fileAsset'
}

type Json = unknown

/** A document as the archive holds it: asset references written as `_sanityAsset`. */
export function toArchiveDocument(document: Json): Json {
  return mapObjects(document, (object) => {
    const asset = object.asset as {_ref?: unknown} | undefined
    const ref = typeof asset?._ref === 'string' ? asset._ref : undefined
    const location = ref ? archivePathOfAsset(ref) : undefined
    if (!location) return object
    const {asset: _asset, ...rest} = object
    return {...rest, _sanityAsset: `${location.kind}@file://./${location.path}`}
  })
}

/** The reverse: `_sanityAsset` back to `{asset: {_type: 'reference', _ref}}`, by the uploaded asset ids. */
export function fromArchiveDocument(document: Json, assetIdByPath: ReadonlyMap<string, string>): Json {
  return mapObjects(document, (object) => {
    if (typeof object._sanityAsset !== 'string') return object
    const location = parseSanityAsset(object._sanityAsset)
    const assetId = location && assetIdByPath.get(location.path)
    if (!assetId) throw new Error(`No uploaded asset for ${object._sanityAsset}`)
    const {_sanityAsset: _ignored, ...rest} = object
    return {...rest, asset: {_type: 'reference', _ref: assetId}}
  })
}

/** Every `_sanityAsset` value in a document. */
export function sanityAssetsOf(document: Json): string[] {
  const found: string[] = []
  mapObjects(document, (object) => {
    if (typeof object._sanityAsset === 'string') found.push(object._sanityAsset)
    return object
  })
  return found
}

/** The ids a document references strongly (`_ref` without `_weak: true`, same dataset). */
export function strongReferencesOf(document: Json): string[] {
  const found: string[] = []
  mapObjects(document, (object) => {
    if (typeof object._ref === 'string' && object._weak !== true && object._dataset === undefined) {
      found.push(object._ref)
    }
    return object
  })
  return found
}

/** Applies `map` to every plain object in a JSON value, children first. */
function mapObjects(value: Json, map: (object: Record<string, Json>) => Record<string, Json>): Json {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, map))
  if (value && typeof value === 'object') {
    const copy: Record<string, Json> = {}
    for (const [key, child] of Object.entries(value)) copy[key] = mapObjects(child, map)
    return map(copy)
  }
  return value
}
