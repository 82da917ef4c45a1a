/**
 * Default previews for documents and objects that do not select their own: a title, subtitle and
 * media guessed from field names and types.
 */
import type {ObjectField} from '@tessera/types'
import {getBuiltInTypeName} from '../type-chain.js'

const TITLE_NAMES = ['title', 'name', 'label', 'heading', 'header', 'caption']
const SUBTITLE_NAMES = ['subtitle', 'description', 'summary', 'excerpt']
const MEDIA_NAMES = [
  'image',
  'mainImage',
  'media',
  'avatar',
  'photo',
  'picture',
  'cover',
  'thumbnail',
  'logo',
]

const isText = (field: ObjectField) => ['string', 'text'].includes(getBuiltInTypeName(field.type) ?? '')
const isImage = (field: ObjectField) => getBuiltInTypeName(field.type) === 'image'

function byNames(fields: ObjectField[], names: string[], accept: (field: ObjectField) => boolean) {
  for (const name of names) {
    const field = fields.find((candidate) => candidate.name === name && accept(candidate))
    if (field) return field.name
  }
  return undefined
}

/** `root` is the built-in the type derives from: images and files preview their asset. */
export function guessPreviewSelect(fields: ObjectField[], root: string): Record<string, string> {
  const title =
    byNames(fields, TITLE_NAMES, isText) ??
    fields.find((field) => getBuiltInTypeName(field.type) === 'string' && !isAssetBaseField(field, root))
      ?.name
  const subtitle = byNames(
    fields.filter((field) => field.name !== title),
    SUBTITLE_NAMES,
    isText,
  )
  const media = byNames(fields, MEDIA_NAMES, isImage) ?? fields.find(isImage)?.name
  const select: Record<string, string> = {}
  if (title) select.title = title
  else if (root === 'image' || root === 'file') select.title = 'asset.originalFilename'
  if (subtitle) select.subtitle = subtitle
  if (root === 'image') select.media = 'asset'
  else if (media) select.media = media
  return select
}

function isAssetBaseField(field: ObjectField, root: string): boolean {
  return (root === 'image' || root === 'file') && ['asset', 'hotspot', 'crop'].includes(field.name)
}

export function isPreviewRoot(root: string): boolean {
  return root === 'document' || root === 'object' || root === 'image' || root === 'file'
}
