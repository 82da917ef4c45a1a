import type {PreviewValue} from '@tessera/types'
import {useMemo, useRef, useState} from 'react'
import {useKernel, useSchema} from '../../hooks/use-workspace.js'
import {useObservable} from '../../hooks/use-observable.js'
import {useVisibility} from '../../hooks/use-visibility.js'
import type {PreviewLayout} from './preview-sizes.js'
import {Preview} from './preview.js'
import {INVALID_PREVIEW, invalidPreviewKeys, logInvalidPreview, previewDisplay} from './preview-value.js'

export interface DocumentPreviewProps {
  documentId: string
  schemaType: string
  layout?: PreviewLayout
}

const DEFAULT_SELECT = {title: 'title', subtitle: 'description', media: 'image'}

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

/**
 * A document's preview, live, as its schema type's `preview` config describes it. It follows the
 * document only while within 150 px of the viewport, and stops 2 s after leaving it (spec 002 §9),
 * keeping what it showed last; a long list costs the rows in view, not all of them.
 */
export function DocumentPreview({documentId, schemaType, layout}: DocumentPreviewProps) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const visible = useVisibility(element)
  return (
    <span ref={setElement} style={{display: layout === 'inline' ? 'inline-block' : 'block', minWidth: 0}}>
      <DocumentPreviewValue documentId={documentId} schemaType={schemaType} layout={layout} live={visible} />
    </span>
  )
}

function DocumentPreviewValue({
  documentId,
  schemaType,
  layout,
  live,
}: DocumentPreviewProps & {live: boolean}) {
  const {previews} = useKernel()
  const type = useSchema().get(schemaType)
  const select = type?.preview?.select ?? DEFAULT_SELECT
  const prepare = type?.preview?.prepare
  const paths = useMemo(() => Object.values(select).map((path) => path.split('.')), [select])
  const value$ = useMemo(
    () => (live ? previews.observePaths(documentId, paths) : undefined),
    [live, previews, documentId, paths],
  )
  const current = useObservable(value$, undefined)
  // Out of view, the last value stays (no subscription, nothing to update it).
  const last = useRef<{documentId: string; value: Record<string, unknown> | null}>(undefined)
  if (current !== undefined) last.current = {documentId, value: current}
  const value = current ?? (last.current?.documentId === documentId ? last.current.value : undefined)
  if (value === undefined) return <Preview layout={layout} isPlaceholder />
  if (value === null) return <Preview layout={layout} title={documentId} subtitle="Missing or not readable" />
  const prepared = preparePreview(value, select, prepare, schemaType)
  return <Preview layout={layout} {...previewDisplay(prepared)} />
}
