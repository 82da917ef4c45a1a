import type {PreviewValue} from '@tessera/types'
import {INVALID_PREVIEW, invalidPreviewKeys, logInvalidPreview} from './preview-value.js'

/**
 * The text of the first text block of a rich-text value (its spans joined), or undefined when the
 * value is not an array of blocks: what a preview shows for a selected rich-text field.
 */
export function firstBlockText(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined
  for (const block of value) {
    const children = (block as {children?: unknown} | null)?.children
    if (!Array.isArray(children)) continue
    return children
      .map((child) =>
        typeof (child as {text?: unknown})?.text === 'string' ? (child as {text: string}).text : '',
      )
      .join('')
  }
  return undefined
}

const TEXT_KEYS = ['title', 'subtitle', 'description'] as const

/**
 * What a schema type's `preview.select` picks from the fetched values, run through `prepare`. A
 * rich-text value picked as title, subtitle or description shows as the text of its first block.
 * Values that cannot be shown (an object as the title, say; spec 001 §5) are logged with the type's
 * name and give the invalid-preview placeholder ('Invalid preview config').
 */
export function preparePreview(
  value: Record<string, unknown>,
  select: Record<string, string>,
  prepare: ((selection: Record<string, unknown>) => PreviewValue) | undefined,
  typeName = String(value._type ?? 'unknown'),
): PreviewValue {
  const prepared = selectPreview(value, select, prepare)
  let result = prepared
  for (const key of TEXT_KEYS) {
    const text = firstBlockText(prepared[key])
    if (text !== undefined) result = {...result, [key]: text}
  }
  const invalid = invalidPreviewKeys(result)
  if (invalid.length === 0) return result
  logInvalidPreview(typeName, invalid)
  return INVALID_PREVIEW
}

function selectPreview(
  value: Record<string, unknown>,
  select: Record<string, string>,
  prepare: ((selection: Record<string, unknown>) => PreviewValue) | undefined,
): PreviewValue {
  const selection: Record<string, unknown> = {}
  for (const [key, path] of Object.entries(select)) {
    selection[key] = path
      .split('.')
      .reduce<unknown>(
        (current, segment) =>
          current && typeof current === 'object' ? (current as Record<string, unknown>)[segment] : undefined,
        value,
      )
  }
  return prepare ? prepare(selection) : selection
}
