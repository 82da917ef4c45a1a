import type {SchemaType} from '@tessera/types'
import {describe, expect, test} from 'vitest'
import {compileSchema} from '../build/compile-schema.js'
import {isBuiltInSchemaType} from '../built-in-marks.js'
import {BUILT_IN_TYPE_NAMES} from './index.js'

const schema = compileSchema({name: 'empty', types: []})
const get = (name: string): SchemaType => {
  const type = schema.get(name)
  if (!type) throw new Error(`missing ${name}`)
  return type
}
const fieldNames = (type: SchemaType) => type.fields?.map((field) => field.name)
const field = (type: SchemaType, name: string) =>
  type.fields?.find((candidate) => candidate.name === name)?.type

// name, JSON type, title, parent, field names (undefined for types without fields)
const rows: [string, string, string, string | undefined, string[] | undefined][] = [
  ['document', 'object', 'Document', undefined, []],
  ['object', 'object', 'Object', undefined, []],
  ['array', 'array', 'Array', undefined, undefined],
  ['string', 'string', 'String', undefined, undefined],
  ['text', 'string', 'Text', undefined, undefined],
  ['number', 'number', 'Number', undefined, undefined],
  ['boolean', 'boolean', 'Boolean', undefined, undefined],
  ['date', 'string', 'Date', undefined, undefined],
  ['datetime', 'string', 'Datetime', undefined, undefined],
  ['url', 'string', 'URL', undefined, undefined],
  ['email', 'string', 'Email', undefined, undefined],
  ['slug', 'object', 'Slug', undefined, ['current', 'source']],
  ['geopoint', 'object', 'Geographical point', undefined, ['lat', 'lng', 'alt']],
  ['reference', 'object', 'Reference', undefined, ['_ref', '_weak']],
  [
    'crossDatasetReference',
    'object',
    'Cross-dataset reference',
    undefined,
    ['_ref', '_weak', '_dataset', '_projectId'],
  ],
  ['image', 'object', 'Image', undefined, ['asset', 'hotspot', 'crop']],
  ['file', 'object', 'File', undefined, ['asset']],
  ['block', 'object', 'Block', undefined, ['children', 'style', 'listItem', 'markDefs', 'level']],
  ['span', 'object', 'Span', undefined, ['text', 'marks']],
  [
    'sanity.imageAsset',
    'object',
    'Image',
    'document',
    [
      'originalFilename',
      'label',
      'title',
      'description',
      'altText',
      'creditLine',
      'sha1hash',
      'extension',
      'mimeType',
      'size',
      'assetId',
      'uploadId',
      'path',
      'url',
      'metadata',
      'source',
    ],
  ],
  [
    'sanity.fileAsset',
    'object',
    'File',
    'document',
    [
      'originalFilename',
      'label',
      'title',
      'description',
      'altText',
      'creditLine',
      'sha1hash',
      'extension',
      'mimeType',
      'size',
      'assetId',
      'uploadId',
      'path',
      'url',
      'source',
    ],
  ],
  ['sanity.imageCrop', 'object', 'Image crop', 'object', ['top', 'bottom', 'left', 'right']],
  ['sanity.imageHotspot', 'object', 'Image hotspot', 'object', ['x', 'y', 'height', 'width']],
  [
    'sanity.imageMetadata',
    'object',
    'Image metadata',
    'object',
    ['location', 'dimensions', 'palette', 'lqip', 'blurHash', 'hasAlpha', 'isOpaque'],
  ],
  ['sanity.imageDimensions', 'object', 'Image dimensions', 'object', ['height', 'width', 'aspectRatio']],
  [
    'sanity.imagePalette',
    'object',
    'Image palette',
    'object',
    ['darkMuted', 'lightVibrant', 'darkVibrant', 'vibrant', 'dominant', 'lightMuted', 'muted'],
  ],
  [
    'sanity.imagePaletteSwatch',
    'object',
    'Image palette swatch',
    'object',
    ['background', 'foreground', 'population', 'title'],
  ],
  ['sanity.assetSourceData', 'object', 'Asset source data', 'object', ['name', 'id', 'url']],
]

describe('built-in types', () => {
  test('every built-in is in every schema, in a fixed order', () => {
    expect(schema.getTypeNames()).toEqual(rows.map(([name]) => name))
    expect(BUILT_IN_TYPE_NAMES).toEqual(rows.map(([name]) => name))
    expect(schema.problems).toEqual([])
  })

  test.each(rows)('%s: %s, titled %s, parent %s', (name, jsonType, title, parent, fields) => {
    const type = get(name)
    expect({name: type.name, jsonType: type.jsonType, title: type.title, parent: type.type?.name}).toEqual({
      name,
      jsonType,
      title,
      parent,
    })
    expect(fieldNames(type)).toEqual(fields)
    expect(isBuiltInSchemaType(type)).toBe(true)
    if (jsonType === 'array') expect(type.of).toEqual([])
  })

  test('asset document system fields are read-only; the upload id is hidden', () => {
    const asset = get('sanity.imageAsset')
    const readOnly = asset.fields?.filter((entry) => entry.type.readOnly === true).map((entry) => entry.name)
    expect(readOnly).toEqual([
      'originalFilename',
      'sha1hash',
      'extension',
      'mimeType',
      'size',
      'assetId',
      'uploadId',
      'path',
      'url',
      'metadata',
      'source',
    ])
    expect(field(asset, 'uploadId')?.hidden).toBe(true)
    expect(field(asset, 'metadata')?.type).toBe(get('sanity.imageMetadata'))
    expect(field(asset, 'source')?.type).toBe(get('sanity.assetSourceData'))
    expect(asset.preview).toEqual({
      select: {title: 'originalFilename', subtitle: 'mimeType', imageUrl: 'url'},
    })
    expect(get('sanity.fileAsset').preview).toEqual({
      select: {title: 'originalFilename', subtitle: 'mimeType'},
    })
  })

  test('image metadata and palette point at their helper types', () => {
    const metadata = get('sanity.imageMetadata')
    expect(field(metadata, 'location')?.type).toBe(get('geopoint'))
    expect(field(metadata, 'dimensions')?.type).toBe(get('sanity.imageDimensions'))
    expect(field(metadata, 'palette')?.type).toBe(get('sanity.imagePalette'))
    const palette = get('sanity.imagePalette')
    expect(palette.fields?.every((entry) => entry.type.type === get('sanity.imagePaletteSwatch'))).toBe(true)
  })

  test('image and file assets reference their asset documents', () => {
    expect(field(get('image'), 'asset')?.to).toEqual([get('sanity.imageAsset')])
    expect(field(get('file'), 'asset')?.to).toEqual([get('sanity.fileAsset')])
    expect(get('reference').to).toEqual([])
  })

  test('the block offers a link annotation by default', () => {
    const [link] = (get('block').marks as {annotations: SchemaType[]}).annotations
    expect(link).toMatchObject({name: 'link', title: 'Link', jsonType: 'object'})
    expect(link.fields?.map((entry) => [entry.name, entry.type.type?.name])).toEqual([['href', 'url']])
  })

  test('each schema compiles its own built-ins', () => {
    const other = compileSchema({name: 'other', types: []})
    expect(other.get('string')).not.toBe(schema.get('string'))
    expect(other.get('string')).toEqual(schema.get('string'))
  })
})
