/**
 * The asset document types the lake stores for uploads, and the object types their values use
 * (spec 001 §3). They are ordinary definitions compiled like user types, marked as built-in.
 */
import type {FieldDefinition, TypeDefinition} from '@tessera/types'

const readOnly = (name: string, type: string, title: string, extra: Partial<FieldDefinition> = {}) =>
  ({name, type, title, readOnly: true, ...extra}) as FieldDefinition

const numbers = (names: [string, string][]): FieldDefinition[] =>
  names.map(([name, title]) => ({name, type: 'number', title}))

const swatchNames: [string, string][] = [
  ['darkMuted', 'Dark muted'],
  ['lightVibrant', 'Light vibrant'],
  ['darkVibrant', 'Dark vibrant'],
  ['vibrant', 'Vibrant'],
  ['dominant', 'Dominant'],
  ['lightMuted', 'Light muted'],
  ['muted', 'Muted'],
]

/** Fields shared by image and file asset documents; `withMetadata` adds the image-only ones. */
function assetFields(withMetadata: boolean): FieldDefinition[] {
  return [
    readOnly('originalFilename', 'string', 'Original file name'),
    {name: 'label', type: 'string', title: 'Label'},
    {name: 'title', type: 'string', title: 'Title'},
    {name: 'description', type: 'text', title: 'Description'},
    {name: 'altText', type: 'string', title: 'Alternative text'},
    {name: 'creditLine', type: 'string', title: 'Credit line'},
    readOnly('sha1hash', 'string', 'SHA1 hash'),
    readOnly('extension', 'string', 'File extension'),
    readOnly('mimeType', 'string', 'MIME type'),
    readOnly('size', 'number', 'File size in bytes'),
    readOnly('assetId', 'string', 'Asset ID'),
    readOnly('uploadId', 'string', 'Upload ID', {hidden: true}),
    readOnly('path', 'string', 'Path'),
    readOnly('url', 'string', 'URL'),
    ...(withMetadata ? [readOnly('metadata', 'sanity.imageMetadata', 'Metadata')] : []),
    readOnly('source', 'sanity.assetSourceData', 'Source'),
  ]
}

/** Listed for reading; the compiler resolves them in any order. */
export const ASSET_TYPES: readonly (TypeDefinition & {name: string})[] = [
  {
    name: 'sanity.imageAsset',
    type: 'document',
    title: 'Image',
    fields: assetFields(true),
    preview: {select: {title: 'originalFilename', subtitle: 'mimeType', imageUrl: 'url'}},
  },
  {
    name: 'sanity.fileAsset',
    type: 'document',
    title: 'File',
    fields: assetFields(false),
    preview: {select: {title: 'originalFilename', subtitle: 'mimeType'}},
  },
  {
    name: 'sanity.imageCrop',
    type: 'object',
    title: 'Image crop',
    fields: numbers([
      ['top', 'Top'],
      ['bottom', 'Bottom'],
      ['left', 'Left'],
      ['right', 'Right'],
    ]),
  },
  {
    name: 'sanity.imageHotspot',
    type: 'object',
    title: 'Image hotspot',
    fields: numbers([
      ['x', 'X'],
      ['y', 'Y'],
      ['height', 'Height'],
      ['width', 'Width'],
    ]),
  },
  {
    name: 'sanity.imageMetadata',
    type: 'object',
    title: 'Image metadata',
    fields: [
      {name: 'location', type: 'geopoint', title: 'Location'},
      {name: 'dimensions', type: 'sanity.imageDimensions', title: 'Dimensions'},
      {name: 'palette', type: 'sanity.imagePalette', title: 'Palette'},
      {name: 'lqip', type: 'string', title: 'Low-quality image placeholder'},
      {name: 'blurHash', type: 'string', title: 'BlurHash'},
      {name: 'hasAlpha', type: 'boolean', title: 'Has alpha channel'},
      {name: 'isOpaque', type: 'boolean', title: 'Is opaque'},
    ],
  },
  {
    name: 'sanity.imageDimensions',
    type: 'object',
    title: 'Image dimensions',
    fields: numbers([
      ['height', 'Height'],
      ['width', 'Width'],
      ['aspectRatio', 'Aspect ratio'],
    ]),
  },
  {
    name: 'sanity.imagePalette',
    type: 'object',
    title: 'Image palette',
    fields: swatchNames.map(([name, title]) => ({name, type: 'sanity.imagePaletteSwatch', title})),
  },
  {
    name: 'sanity.imagePaletteSwatch',
    type: 'object',
    title: 'Image palette swatch',
    fields: [
      {name: 'background', type: 'string', title: 'Background'},
      {name: 'foreground', type: 'string', title: 'Foreground'},
      {name: 'population', type: 'number', title: 'Population'},
      {name: 'title', type: 'string', title: 'Title'},
    ],
  },
  {
    name: 'sanity.assetSourceData',
    type: 'object',
    title: 'Asset source data',
    fields: [
      {name: 'name', type: 'string', title: 'Source name'},
      {name: 'id', type: 'string', title: 'Asset ID in the source'},
      {name: 'url', type: 'string', title: 'Asset URL in the source'},
    ],
  },
]
