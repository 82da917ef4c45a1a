import type {DocumentOperations} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {latestAfterPaint} from './latest-after-paint.js'
import {useObservable} from './use-observable.js'

/**
 * The pair's operations (`publish`, `patch`, …), re-rendered when one's `disabled` changes. Like
 * `useEditState`: in the first render when the pair is open already, otherwise null until the first
 * emission, and changes arrive after the frame has painted. Before the pair is ready every operation
 * is disabled with `NOT_READY`.
 */
export function useDocumentOperations(id: string, type: string): DocumentOperations | null {
  const {documents} = useWorkspaceContext('useDocumentOperations').kernel
  const current = useMemo(() => documents.currentOperations(id, type), [documents, id, type])
  const operations$ = useMemo(
    () => documents.operations(id, type, current).pipe(latestAfterPaint()),
    [documents, id, type, current],
  )
  return useObservable(operations$, current ?? null)
}
