/**
 * The root built-in types: they have no parent and fix the JSON shape (`jsonType`) of every type
 * derived from them. Object-shaped roots list their fields as ordinary field definitions, compiled by
 * the same code as user types.
 */
import type {FieldDefinition, JsonType, PreviewConfig} from '@tessera/types'
import {BLOCK_DEFAULTS} from './block-defaults.js'

export interface RootTypeSpec {
  name: string
  jsonType: JsonType
  title: string
  fields?: FieldDefinition[]
  preview?: PreviewConfig
  [extra: string]: unknown
}

const refFields: FieldDefinition[] = [
  {name: '_ref', type: 'string', title: 'Referenced document ID'},
  {name: '_weak', type: 'boolean', title: 'Weak reference'},
]

export const ROOT_TYPES: readonly RootTypeSpec[] = [
  {name: 'document', jsonType: 'object', title: 'Document', fields: []},
  {name: 'object', jsonType: 'object', title: 'Object', fields: []},
  {name: 'array', jsonType: 'array', title: 'Array'},
  {name: 'string', jsonType: 'string', title: 'String'},
  {name: 'text', jsonType: 'string', title: 'Text'},
  {name: 'number', jsonType: 'number', title: 'Number'},
  {name: 'boolean', jsonType: 'boolean', title: 'Boolean'},
  {name: 'date', jsonType: 'string', title: 'Date'},
  {name: 'datetime', jsonType: 'string', title: 'Datetime'},
  {name: 'url', jsonType: 'string', title: 'URL'},
  {name: 'email', jsonType: 'string', title: 'Email'},
  {
    name: 'slug',
    jsonType: 'object',
    title: 'Slug',
    fields: [
      {name: 'current', type: 'string', title: 'Current slug'},
      // Where the slug was generated from; kept with the value but never edited directly.
      {name: 'source', type: 'string', title: 'Source field', hidden: true},
    ],
  },
  {
    name: 'geopoint',
    jsonType: 'object',
    title: 'Geographical point',
    fields: [
      {name: 'lat', type: 'number', title: 'Latitude'},
      {name: 'lng', type: 'number', title: 'Longitude'},
      {name: 'alt', type: 'number', title: 'Altitude'},
    ],
  },
  {name: 'reference', jsonType: 'object', title: 'Reference', fields: refFields},
  {
    name: 'crossDatasetReference',
    jsonType: 'object',
    title: 'Cross-dataset reference',
    fields: [
      ...refFields,
      {name: '_dataset', type: 'string', title: 'Dataset'},
      {name: '_projectId', type: 'string', title: 'Project ID'},
    ],
  },
  {
    name: 'image',
    jsonType: 'object',
    title: 'Image',
    fields: [
      {name: 'asset', type: 'reference', title: 'Asset', to: [{type: 'sanity.imageAsset'}]},
      {name: 'hotspot', type: 'sanity.imageHotspot', title: 'Hotspot'},
      {name: 'crop', type: 'sanity.imageCrop', title: 'Crop'},
    ],
  },
  {
    name: 'file',
    jsonType: 'object',
    title: 'File',
    fields: [{name: 'asset', type: 'reference', title: 'Asset', to: [{type: 'sanity.fileAsset'}]}],
  },
  {name: 'block', jsonType: 'object', title: 'Block', ...BLOCK_DEFAULTS},
  {
    name: 'span',
    jsonType: 'object',
    title: 'Span',
    fields: [
      {name: 'text', type: 'string', title: 'Text'},
      {name: 'marks', type: 'array', title: 'Marks', of: [{type: 'string'}]},
    ],
  },
]

/** Names of the fields every image (or file) value has before the schema's own fields. */
export const ASSET_BASE_FIELD_NAMES: Readonly<Record<string, readonly string[]>> = {
  image: ['asset', 'hotspot', 'crop'],
  file: ['asset'],
}
