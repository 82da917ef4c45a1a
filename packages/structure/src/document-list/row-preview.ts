import {getDocumentTypeNames} from '@tessera/schema'
import type {PreviewConfig, Schema, SchemaType} from '@tessera/types'
import {crossesReference, isIdentifier} from './field-paths.js'

/** What the kit's DocumentPreview selects when a type has no preview config. */
export const DEFAULT_PREVIEW_SELECT: Readonly<Record<string, string>> = {
  title: 'title',
  subtitle: 'description',
  media: 'image',
}

/**
 * How a row of one type shows its preview. A list row can prepare its preview from the fields the
 * page query already fetched (no request per row, and live with the list) when every selected path
 * stays inside the document; a path through a reference (`author.name`) needs the preview store.
 */
export interface RowPreviewPlan {
  select: Record<string, string>
  prepare: PreviewConfig['prepare']
  /** The top-level fields the selection reads, or undefined when the row must use the preview store. */
  fields: string[] | undefined
}

export function rowPreviewPlan(type: SchemaType | undefined): RowPreviewPlan {
  const select = {...(type?.preview?.select ?? DEFAULT_PREVIEW_SELECT)}
  const prepare = type?.preview?.prepare
  const paths = Object.values(select)
  const local = paths.every((path) => isIdentifier(path.split('.')[0]!) && !crossesReference(type, path))
  const fields = local ? [...new Set(paths.map((path) => path.split('.')[0]!))] : undefined
  return {select, prepare, fields}
}

/**
 * The fields a page query fetches for the previews of its rows: those of the listed type, or of
 * every document type when a filter lists several (each row prepares its own type's selection).
 */
export function pageFieldsFor(schema: Schema, schemaTypeName: string | undefined): string[] {
  const typeNames = schemaTypeName ? [schemaTypeName] : getDocumentTypeNames(schema)
  const fields = new Set<string>()
  for (const name of typeNames)
    for (const field of rowPreviewPlan(schema.get(name)).fields ?? []) fields.add(field)
  return [...fields].sort()
}
