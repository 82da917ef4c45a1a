import {useClient, useObservable} from '@tessera/kit'
import {useMemo} from 'react'
import {observeIncomingReferences, type IncomingReferencesState} from './observe-incoming-references.js'

const LOADING: IncomingReferencesState = {status: 'loading'}

/**
 * The documents referencing `documentId` (either version), one row per draft/published pair, live
 * through the workspace client while mounted. Loading at first; failures are shown and retried.
 */
export function useIncomingReferences(documentId: string): IncomingReferencesState {
  const client = useClient()
  const state$ = useMemo(() => observeIncomingReferences(client, documentId), [client, documentId])
  return useObservable(state$, LOADING)
}
