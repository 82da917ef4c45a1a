import type {DocumentOperations} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {latestAfterPaint} from './latest-after-paint.js'
import {useObservable} from './use-observable.js'

/**
 * The pair's operations (`publish`, `patch`, …), re-rendered when one's `disabled` changes; null until
 * the first emission. Before the pair is ready every operation is disabled with `NOT_READY`. Like
 * `useEditState`, changes arrive after the frame has painted.
 */
export function useDocumentOperations(id: string, type: string): DocumentOperations | null {
  const {documents} = useWorkspaceContext('useDocumentOperations').kernel
  const operations$ = useMemo(
    () => documents.operations(id, type).pipe(latestAfterPaint()),
    [documents, id, type],
  )
  return useObservable(operations$, null)
}
