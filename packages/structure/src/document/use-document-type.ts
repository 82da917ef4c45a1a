import {useClient} from '@tessera/kit'
import {useEffect, useState} from 'react'

export type DocumentTypeState =
  | {status: 'resolved'; type: string}
  | {status: 'loading'}
  | {status: 'not-found'}
  | {status: 'error'; message: string}

/** The type resolution query of spec/002 §7: the type of the draft or the published document. */
export const DOCUMENT_TYPE_QUERY = '*[_id in [$id, $draftId]][0]._type'

/**
 * The document's type: the one given (from the structure or the URL), else looked up in the lake.
 * A document that does not exist and was opened without a type cannot be shown: 'not-found'.
 */
export function useDocumentType(documentId: string, given: string | undefined): DocumentTypeState {
  const client = useClient()
  const [state, setState] = useState<DocumentTypeState>(
    given ? {status: 'resolved', type: given} : {status: 'loading'},
  )
  useEffect(() => {
    if (given) {
      setState({status: 'resolved', type: given})
      return
    }
    let live = true
    setState({status: 'loading'})
    client
      .fetch<string | null>(
        DOCUMENT_TYPE_QUERY,
        {id: documentId, draftId: `drafts.${documentId}`},
        {tag: 'document.resolve-type'},
      )
      .then(
        (type) => live && setState(type ? {status: 'resolved', type} : {status: 'not-found'}),
        (error: unknown) =>
          live &&
          setState({status: 'error', message: error instanceof Error ? error.message : String(error)}),
      )
    return () => {
      live = false
    }
  }, [client, documentId, given])
  return state
}
