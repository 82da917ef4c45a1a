import type {ImageUrlBuilder} from '@sanity/image-url'
import {getBuiltInTypeName} from '@tessera/schema'
import type {PreviewValue, SchemaType} from '@tessera/types'
import {isValidElement} from 'react'
import {preparePreview} from './prepare-preview.js'

/** What a type without `preview.select` shows (the studio's default preview fields). */
export const DEFAULT_PREVIEW_SELECT: Readonly<Record<string, string>> = {
  title: 'title',
  subtitle: 'description',
  media: 'image',
}

/**
 * How a document of a type gets its preview from a query that already fetched it (a search hit):
 * the top-level fields its `preview.select` reads, when every selected path stays inside the
 * document. A path through a reference or an array needs the preview store (previewed live instead).
 */
export interface PreviewPlan {
  select: Readonly<Record<string, string>>
  prepare?: (selection: Record<string, unknown>) => PreviewValue
  /** The top-level fields to fetch with the document; undefined when the document alone cannot tell. */
  fields?: string[]
}

export function previewPlanOf(type: SchemaType | undefined): PreviewPlan {
  const select = type?.preview?.select ?? DEFAULT_PREVIEW_SELECT
  const prepare = type?.preview?.prepare
  const paths = Object.values(select)
  const local = paths.every((path) => staysInDocument(type, path.split('.')))
  return {select, prepare, fields: local ? [...new Set(paths.map((path) => path.split('.')[0]))] : undefined}
}

/** Whether following `segments` from a document of `type` never leaves it (no reference, no array). */
function staysInDocument(type: SchemaType | undefined, segments: string[]): boolean {
  let current = type
  for (const [index, segment] of segments.entries()) {
    if (index === segments.length - 1) return true
    const field = current?.fields?.find((candidate) => candidate.name === segment)
    // An unknown field (or a field-less type from another dataset) reads nothing further.
    if (!field) return current?.fields !== undefined && current.fields.length > 0
    const builtIn = getBuiltInTypeName(field.type)
    // Images and files keep their asset a reference: `portrait.asset.url` needs the asset document.
    if (field.type.jsonType !== 'object' || builtIn === 'reference' || builtIn === 'crossDatasetReference')
      return false
    if (
      (builtIn === 'image' || builtIn === 'file') &&
      segments[index + 1] === 'asset' &&
      index + 2 < segments.length
    )
      return false
    current = field.type
  }
  return true
}

/**
 * A document's preview from the fields a query brought (`plan.fields` of it), or undefined when the
 * plan needs the preview store, or nothing was brought.
 */
export function previewFromFields(
  document: Record<string, unknown> | undefined,
  plan: PreviewPlan,
  typeName?: string,
): PreviewValue | undefined {
  if (!plan.fields || !document) return undefined
  return preparePreview(document, plan.select, plan.prepare, typeName)
}

/** Builds image URLs (`@sanity/image-url`'s builder for a dataset of the lake). */
export type ImageUrls = ImageUrlBuilder

/** The side of the square thumbnail an image preview value becomes (the largest media slot). */
export const PREVIEW_THUMBNAIL_PX = 80

function isImageValue(value: unknown): value is {asset: {_ref: string}} {
  if (!value || typeof value !== 'object') return false
  const asset = (value as {asset?: unknown}).asset
  return Boolean(asset) && typeof (asset as {_ref?: unknown})._ref === 'string'
}

/**
 * A preview whose media is an image value (the author's portrait) with that image as a cropped
 * thumbnail URL. Strings, icon components and elements stay; any other value (an image without an
 * asset, say) shows no media.
 */
export function withMediaUrl(preview: PreviewValue, imageUrls: ImageUrls): PreviewValue {
  const media = preview.media
  if (isImageValue(media)) {
    try {
      return {
        ...preview,
        media: imageUrls
          .image(media)
          .width(PREVIEW_THUMBNAIL_PX)
          .height(PREVIEW_THUMBNAIL_PX)
          .fit('crop')
          .url(),
      }
    } catch {
      return {...preview, media: undefined}
    }
  }
  if (
    media === undefined ||
    typeof media === 'string' ||
    typeof media === 'function' ||
    isValidElement(media)
  )
    return preview
  return {...preview, media: undefined}
}
