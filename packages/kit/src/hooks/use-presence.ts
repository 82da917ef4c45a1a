import type {DocumentPresence, GlobalPresence} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {useObservable} from './use-observable.js'

const NOBODY: never[] = []

/** The other sessions at the document (draft or published id alike); empty without presence. */
export function useDocumentPresence(documentId: string): DocumentPresence[] {
  const {presence} = useWorkspaceContext('useDocumentPresence').kernel
  const presence$ = useMemo(() => presence?.documentPresence(documentId), [presence, documentId])
  return useObservable<DocumentPresence[], DocumentPresence[]>(presence$, NOBODY)
}

/** Everyone else present in the dataset, one entry per user; empty without presence. */
export function useGlobalPresence(): GlobalPresence[] {
  const {presence} = useWorkspaceContext('useGlobalPresence').kernel
  return useObservable<GlobalPresence[], GlobalPresence[]>(presence?.globalPresence$, NOBODY)
}
