import {useMemo, useRef, useState} from 'react'
import {useKernel, useSchema} from '../../hooks/use-workspace.js'
import {useObservable} from '../../hooks/use-observable.js'
import {useTranslationWithDefaults} from '../../hooks/use-translation-with-defaults.js'
import {useVisibility} from '../../hooks/use-visibility.js'
import type {PreviewLayout} from './preview-sizes.js'
import {Preview} from './preview.js'
import {preparePreview} from './prepare-preview.js'
import {DEFAULT_PREVIEW_SELECT, previewPlanOf, withMediaUrl, type ImageUrls} from './preview-plan.js'
import {previewDisplay} from './preview-value.js'

export interface DocumentPreviewProps {
  documentId: string
  schemaType: string
  layout?: PreviewLayout
  /**
   * The document's fields as a query already brought them (a search hit's `previewPlanOf(type).fields`),
   * shown until the live values arrive: the first paint needs no preview request. They go through the
   * same preparation as the live values, so the live preview taking over changes nothing on screen.
   * Ignored when the type's selection leaves the document (a path through a reference).
   */
  initialValues?: Record<string, unknown>
  /** Shows image media as thumbnails built with these (withMediaUrl); without, images show no media. */
  imageUrls?: ImageUrls
}

/**
 * A document's preview, live, as its schema type's `preview` config describes it. It follows the
 * document only while within 150 px of the viewport, and stops 2 s after leaving it (spec 002 §9),
 * keeping what it showed last; a long list costs the rows in view, not all of them.
 */
export function DocumentPreview(props: DocumentPreviewProps) {
  const {layout} = props
  const [element, setElement] = useState<HTMLElement | null>(null)
  const visible = useVisibility(element)
  return (
    <span ref={setElement} style={{display: layout === 'inline' ? 'inline-block' : 'block', minWidth: 0}}>
      <DocumentPreviewValue {...props} live={visible} />
    </span>
  )
}

/** The shell's text for a document that is gone or hidden (a `studio` key, English by default). */
const MISSING_TEXTS = {'preview.missing': 'Missing or not readable'}

function DocumentPreviewValue({
  documentId,
  schemaType,
  layout,
  initialValues,
  imageUrls,
  live,
}: DocumentPreviewProps & {live: boolean}) {
  const {previews} = useKernel()
  const {t} = useTranslationWithDefaults('studio', MISSING_TEXTS)
  const type = useSchema().get(schemaType)
  const select = type?.preview?.select ?? DEFAULT_PREVIEW_SELECT
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
  const local = useMemo(() => previewPlanOf(type).fields !== undefined, [type])
  const shownLast = last.current?.documentId === documentId ? last.current.value : undefined
  // Live values first, then the last ones seen, then what a query brought (null: missing, it stays).
  const value =
    current !== undefined ? current : shownLast !== undefined ? shownLast : local ? initialValues : undefined
  if (value === undefined) return <Preview layout={layout} isPlaceholder />
  if (value === null) return <Preview layout={layout} title={documentId} subtitle={t('preview.missing')} />
  const prepared = preparePreview(value, select, prepare, schemaType)
  return (
    <Preview layout={layout} {...previewDisplay(imageUrls ? withMediaUrl(prepared, imageUrls) : prepared)} />
  )
}
