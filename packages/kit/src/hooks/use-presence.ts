import type {DocumentPresence, GlobalPresence} from '@tessera/store'
import {useMemo} from 'react'
import {map, type Observable} from 'rxjs'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {useObservable} from './use-observable.js'

const NOBODY: never[] = []

/**
 * Nobody present is always the same empty array: a source's first, empty answer (the presence
 * connection opening during the boot) then renders nothing again (issue 23).
 */
function nobodyWhenEmpty<T>(source: Observable<T[]>): Observable<T[]> {
  return source.pipe(map((list) => (list.length === 0 ? NOBODY : list)))
}

/** The other sessions at the document (draft or published id alike); empty without presence. */
export function useDocumentPresence(documentId: string): DocumentPresence[] {
  const {presence} = useWorkspaceContext('useDocumentPresence').kernel
  const presence$ = useMemo(() => {
    const source = presence?.documentPresence(documentId)
    return source && nobodyWhenEmpty(source)
  }, [presence, documentId])
  return useObservable<DocumentPresence[], DocumentPresence[]>(presence$, NOBODY)
}

/** Everyone else present in the dataset, one entry per user; empty without presence. */
export function useGlobalPresence(): GlobalPresence[] {
  const {presence} = useWorkspaceContext('useGlobalPresence').kernel
  const presence$ = useMemo(() => presence && nobodyWhenEmpty(presence.globalPresence$), [presence])
  return useObservable<GlobalPresence[], GlobalPresence[]>(presence$, NOBODY)
}
