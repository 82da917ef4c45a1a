import {preparePreview, shallowEqual} from '@tessera/kit'
import type {PreviewValue, SchemaType} from '@tessera/types'
import {isReferenceType} from '../inputs/reference/reference-value.js'
import {isRecord} from '../state/values.js'

// Apart from the row's component (item-preview.tsx), which renders a reference's live preview: the
// form's keystroke path (leaf-changes.ts) compares previews without bringing the reference input's
// services into the first chunk.

/** The first string field of an object type: the title when the type declares no preview. */
function firstStringField(type: SchemaType): string | undefined {
  return type.fields?.find((field) => field.type.jsonType === 'string')?.name
}

/**
 * What an item's row shows: the type's `preview.select` picked from the value and run through
 * `prepare`; without a `select`, the first string field is the title.
 */
export function itemPreviewValue(type: SchemaType, value: unknown): PreviewValue {
  try {
    return previewOf(type, value)
  } catch (error) {
    console.error(`Preview of an item of type '${type.name}' failed`, error)
    return {}
  }
}

function previewOf(type: SchemaType, value: unknown): PreviewValue {
  const item = isRecord(value) ? value : {}
  const select = type.preview?.select
  if (select) return preparePreview(item, select, type.preview?.prepare, type.name)
  const field = firstStringField(type)
  return field ? {title: item[field]} : {}
}

/**
 * Whether two values of an item show the same preview (the same title, subtitle, media...), so a row
 * need not render again when its item changed elsewhere (a field the preview does not show). Not for
 * references, whose preview is of the document they point to; a preview that fails is never the same.
 */
export function showsSamePreview(type: SchemaType, a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (isReferenceType(type)) return false
  try {
    return shallowEqual(previewOf(type, a), previewOf(type, b))
  } catch {
    return false
  }
}
