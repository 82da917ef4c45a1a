import {preparePreview, UNTITLED} from '@tessera/kit'
import type {PreviewValue, SchemaType} from '@tessera/types'

/** Kit's `DocumentPreview` falls back to the same selection for a type without a `preview`. */
export const DEFAULT_PREVIEW_SELECT: Readonly<Record<string, string>> = {
  title: 'title',
  subtitle: 'description',
  media: 'image',
}

/** The header's title for a document that does not exist yet: 'New Post'. */
export function newDocumentTitle(typeTitle: string): string {
  return `New ${typeTitle}`
}

/**
 * What the header says: the preview title; 'Untitled' when it is empty; 'New {type}' before the
 * document exists; nothing while it is not known yet.
 */
export interface DocumentTitleState {
  title: string
  kind: 'title' | 'untitled' | 'new' | 'loading'
}

type Prepare = (selection: Record<string, unknown>) => PreviewValue

/** Where a selected path leads in a value: to a value, or into a referenced document. */
export type PathTarget = {kind: 'value'; value: unknown} | {kind: 'reference'; ref: string; rest: string[]}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Follows `segments` into `value` until they end or reach a reference with segments left over
 * (`author.name` on a post: the author document's `name`). Array items are picked by index, as kit's
 * preview does.
 */
export function followPath(value: unknown, segments: readonly string[]): PathTarget {
  let current = value
  for (let index = 0; index < segments.length; index++) {
    if (!isRecord(current)) return {kind: 'value', value: undefined}
    if (typeof current._ref === 'string' && !(segments[index] in current)) {
      return {kind: 'reference', ref: current._ref, rest: segments.slice(index)}
    }
    current = current[segments[index]]
  }
  return {kind: 'value', value: current}
}

/** A referenced document's value that a selection needs, keyed by where it leads. */
export interface ReferenceLookup {
  key: string
  ref: string
  path: string[]
}

/**
 * The referenced values the selection needs from other documents. The key names only the reference
 * and the path, so typing in other fields keeps the same lookups (and their subscriptions).
 */
export function referenceLookups(
  value: Record<string, unknown> | null | undefined,
  select: Readonly<Record<string, string>>,
): ReferenceLookup[] {
  const lookups = new Map<string, ReferenceLookup>()
  for (const path of Object.values(select)) {
    const target = followPath(value, path.split('.'))
    if (target.kind !== 'reference') continue
    const key = `${target.ref}:${target.rest.join('.')}`
    lookups.set(key, {key, ref: target.ref, path: target.rest})
  }
  return [...lookups.values()]
}

function titleText(title: unknown): string | undefined {
  if (typeof title === 'number') return String(title)
  if (typeof title === 'string' && title.trim() !== '') return title
  return undefined
}

export interface DocumentTitleInput {
  /** The document as it is now: null before it exists, undefined while that is not known. */
  value: Record<string, unknown> | null | undefined
  schemaType: SchemaType | undefined
  /** The type's name, shown when the schema does not know it. */
  typeName: string
  /** Values found in referenced documents, by {@link ReferenceLookup} key. */
  referenced?: ReadonlyMap<string, unknown>
}

/** The header's title from the schema type's `preview` (select, then prepare) applied to the value. */
export function documentTitle({
  value,
  schemaType,
  typeName,
  referenced,
}: DocumentTitleInput): DocumentTitleState {
  if (value === undefined) return {title: '', kind: 'loading'}
  if (value === null) return {title: newDocumentTitle(schemaType?.title ?? typeName), kind: 'new'}
  const select = schemaType?.preview?.select ?? DEFAULT_PREVIEW_SELECT
  // Selected paths that lead into references read the referenced document's value instead.
  const resolved: Record<string, unknown> = {}
  for (const [name, path] of Object.entries(select)) {
    const target = followPath(value, path.split('.'))
    resolved[name] =
      target.kind === 'value' ? target.value : referenced?.get(`${target.ref}:${target.rest.join('.')}`)
  }
  const identity = Object.fromEntries(Object.keys(select).map((name) => [name, name]))
  let title: string | undefined
  try {
    const prepare = schemaType?.preview?.prepare as Prepare | undefined
    title = titleText(preparePreview(resolved, identity, prepare).title)
  } catch (error) {
    // A failing `prepare` is the schema author's bug: say so, and show the document as untitled.
    console.warn(`Preview of "${typeName}" failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return title === undefined ? {title: UNTITLED, kind: 'untitled'} : {title, kind: 'title'}
}
