import type {DocumentTitleState} from './prepare-document-title.js'
import {useDocumentTitleState, type UseDocumentTitleOptions} from './use-document-title.js'

export type DocumentTitleViewProps = DocumentTitleState

/**
 * The title text for the pane header's `title` slot (which sets the type): 'Untitled' is muted, as in
 * previews; nothing shows while loading.
 */
export function DocumentTitleView({title, kind}: DocumentTitleViewProps) {
  return (
    <span
      data-document-title={kind}
      style={kind === 'untitled' ? {color: 'var(--card-muted-fg-color)'} : undefined}
    >
      {title}
    </span>
  )
}

export type DocumentTitleProps = UseDocumentTitleOptions

/** The document's title, live (see `useDocumentTitle`), for the header's `title` slot; needs the workspace. */
export function DocumentTitle(props: DocumentTitleProps) {
  return <DocumentTitleView {...useDocumentTitleState(props)} />
}
