import type {EditState} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {latestAfterPaint} from './latest-after-paint.js'
import {useObservable} from './use-observable.js'

/**
 * The latest `EditState` of the pair of `id` (published or draft id) and `type`, live; null until
 * the store's first emission. Holds the pair open while mounted. Changes arrive after the frame that
 * made them has painted, the latest once per frame (`latestAfterPaint`): a keystroke paints first. Read
 * the store itself for the value of this instant.
 */
export function useEditState(id: string, type: string): EditState | null {
  const {documents} = useWorkspaceContext('useEditState').kernel
  const editState$ = useMemo(
    () => documents.editState(id, type).pipe(latestAfterPaint()),
    [documents, id, type],
  )
  return useObservable(editState$, null)
}
