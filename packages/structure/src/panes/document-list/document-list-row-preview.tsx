import {DocumentPreview, preparePreview, Preview, previewDisplay, useSchema} from '@tessera/kit'
import type {PreviewValue} from '@tessera/types'
import {useMemo, type ComponentType} from 'react'
import {rowPreviewPlan, type RowPreviewPlan} from '../../document-list/row-preview.js'
import type {DocumentListRow} from '../../document-list/rows.js'

/** The type's `prepare` can throw on values it did not expect: then the plain selection shows. */
function prepared(row: DocumentListRow, plan: RowPreviewPlan): PreviewValue {
  try {
    return preparePreview(row.values as Record<string, unknown>, plan.select, plan.prepare, row.type)
  } catch {
    return preparePreview(row.values as Record<string, unknown>, plan.select, undefined, row.type)
  }
}

/**
 * A row's preview as its schema type configures it. Prepared from the fields the page query fetched
 * (the draft's, where there is one) when the selection stays inside the document; otherwise (a path
 * through a reference) through the kit's live DocumentPreview of the version the row shows.
 */
export function DocumentListRowPreview({row}: {row: DocumentListRow}) {
  const type = useSchema().get(row.type)
  const plan = useMemo(() => rowPreviewPlan(type), [type])
  if (!plan.fields) {
    return <DocumentPreview documentId={row.hasDraft ? `drafts.${row.id}` : row.id} schemaType={row.type} />
  }
  const shown = previewDisplay(prepared(row, plan))
  const icon = typeof type?.icon === 'function' ? (type.icon as ComponentType) : undefined
  // The list shows no description; an image (media or imageUrl) wins over the type's icon.
  return (
    <Preview title={shown.title} subtitle={shown.subtitle} date={shown.date} media={shown.media ?? icon} />
  )
}

export function renderDocumentListRowPreview(row: DocumentListRow) {
  return <DocumentListRowPreview row={row} />
}
